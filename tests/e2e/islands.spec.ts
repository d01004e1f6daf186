// The islands as a visitor meets them, on every runtime the site runs on: the build on a static host, Cloudflare
// Pages' workerd and `npm run dev` (projects in playwright.config.ts). Swipe, drag and keys move a trade's carousel, it
// wraps around, its dots jump, a move lasts 500 ms; the portfolio moves by itself; the request form works. What the
// built files do alike on every host runs on the build and in dev only (SAME_ON_EVERY_HOST, below).
import type { Browser, Locator, Page } from '@playwright/test';
import { format } from '../../src/content/tokens.ts';
import { islandFolders } from '../../src/islands/folders.ts';
import { addClickHandler, counted, expectClickHandled, nextButton } from './clickHandler.ts';
import { expect, hold, hydrated, openWithoutScripts, scrollToPortfolio, test, type Site } from './fixtures.ts';
import { buttons, fillStepOne, fillStepTwo, linkLabel, messages, toast } from './request-form.ts';
import { content, HOME_PATH, REQUEST_PATH, tradePath } from './site.ts';

// Spec rules: four slides per trade, a 500 ms move, the portfolio's move every 3 s.
const SLIDES = 4;
const TRANSITION_MS = 500;
const AUTOPLAY_MS = 3000;
const { previous, next, goTo, slideLabel } = content.site.carousel;
const openTrade = content.allTrades.find((trade) => !trade.locked);
if (!openTrade) throw new Error('every trade is locked: no carousel to try');
const TRADE = tradePath(openTrade.slug);

/**
 * What an island's own code does once it runs (moves, keys, focus, timing): the same built files on every static host,
 * tested on the build and in `npm run dev`, not again on Cloudflare's runtime, whose project leaves this tag out
 * (playwright.config.ts). Loading, hydrating, a first tap and the form's POST stay tested there: the host's headers
 * decide those.
 */
const SAME_ON_EVERY_HOST = { tag: '@same-on-every-host' };

const carousel = (page: Page) => page.getByTestId('sector-carousel');
/** The slide the carousel says it shows (its live position, in French), from 1. */
const shown = async (page: Page) => {
  const text =
    (await page
      .getByRole('status')
      .filter({ hasText: format(slideLabel, { n: '', total: SLIDES }).trim() })
      .textContent()) ?? '';
  return Number(/\d+/.exec(text)?.[0]);
};
const shows = (page: Page, n: number) => expect.poll(() => shown(page), { message: `slide ${n} shown` }).toBe(n);
/** `element`'s whole box is within the carousel's, once the move has ended. */
const onScreen = (page: Page, element: Locator) =>
  expect
    .poll(async () => {
      const [box, frame] = await Promise.all([element.boundingBox(), carousel(page).locator('.mantine-Carousel-viewport').boundingBox()]);
      return Boolean(box && frame && box.x >= frame.x - 1 && box.x + box.width <= frame.x + frame.width + 1);
    })
    .toBe(true);

/**
 * How long the carousel's track takes to come within a pixel of where a move ends, in the page's own time: the
 * test drives the page's clock (its frames included), so the figure does not depend on how busy the machine is.
 */
async function moveTime(page: Page): Promise<number> {
  await page.clock.install();
  // Time stands still but for what the test runs: every frame, timer and timestamp below is the page's fake clock's.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  await page.evaluate(() => {
    const track = document.querySelector<HTMLElement>('[data-testid="sector-carousel"] .mantine-Carousel-container');
    const samples: [number, number][] = [];
    (window as unknown as { __samples: [number, number][] }).__samples = samples;
    const frame = (now: number) => {
      samples.push([now, new DOMMatrix(getComputedStyle(track ?? document.body).transform).m41]);
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  await page.clock.runFor(100);
  // A click as the button receives it, without Playwright's own checks (they wait for frames, which stand still).
  const clicked = await page.evaluate((name) => {
    const button = [...document.querySelectorAll<HTMLButtonElement>('[data-testid="sector-carousel"] button')].find(
      (b) => b.getAttribute('aria-label') === name,
    );
    button?.click();
    return performance.now();
  }, next);
  await page.clock.runFor(3000);
  const samples = await page.evaluate(() => (window as unknown as { __samples: [number, number][] }).__samples);
  const [, end = 0] = samples.at(-1) ?? [];
  const lastAway = samples.findLast(([, x]) => Math.abs(x - end) >= 1);
  return (lastAway?.[0] ?? clicked) - clicked;
}

/**
 * The icons shown in the page (an <svg> with a box) and what each refers to; `drawn` is false where the page has no
 * symbol for it, which a <use> then draws as nothing (src/ui/Icon.tsx).
 */
const icons = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<SVGUseElement>('svg:not(#icon-symbols) use')]
      .filter((use) => use.closest('svg')?.getClientRects().length)
      .map((use) => ({ href: use.getAttribute('href'), drawn: use.getBBox().width > 0 })),
  );
const undrawn = async (page: Page) => (await icons(page)).filter((icon) => !icon.drawn).map((icon) => icon.href);

test.describe('icons', () => {
  for (const path of [TRADE, HOME_PATH]) {
    test(`${path}: every icon is drawn, its islands’ (carousel buttons, portfolio, video) once hydrated too`, async ({ open }) => {
      const { page } = await open(path, { width: 1440, height: 900 });
      await hydrated(page);
      expect((await icons(page)).length).toBeGreaterThan(path === TRADE ? 2 : 5);
      await expect.poll(() => undrawn(page)).toEqual([]);
    });
  }

  test('the request form draws the icons of what it adds in the browser (a link’s remove button)', async ({ open }) => {
    const { page } = await open(REQUEST_PATH);
    await fillStepOne(page);
    await page.getByLabel(linkLabel(1)).fill('https://facebook.com/pharmacie');
    await page.getByRole('button', { name: buttons.addLink }).click();
    await page.getByLabel(linkLabel(2)).waitFor();
    const remove = page.getByRole('button', { name: format(buttons.removeLink, { n: 2 }) });
    await expect(remove.locator('use')).toHaveCount(1);
    await expect.poll(() => undrawn(page)).toEqual([]);
  });
});

test.describe('a trade page’s carousel', () => {
  test('shows its first slide before it hydrates, hydrating moves nothing, and its dots come with the script', async ({ open }) => {
    const { page } = await open(TRADE, { width: 390, height: 844 });
    await page.evaluate(() => {
      (window as unknown as { __shifts: number }).__shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
          (window as unknown as { __shifts: number }).__shifts += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const first = carousel(page).locator('a').first();
    const before = await first.boundingBox();
    expect(await first.getAttribute('href')).toBe(openTrade.slides[0]?.url);
    await hydrated(page);
    await first.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await first.boundingBox()).toEqual(before);
    expect(await page.evaluate(() => (window as unknown as { __shifts: number }).__shifts)).toBe(0);
    await shows(page, 1);
    // Hydrated, its row of dots: a dot per slide, the row named in French.
    await expect(page.getByRole('tablist', { name: content.site.carousel.dots }).getByRole('tab')).toHaveCount(SLIDES);
  });

  test('as served, before its script, it offers no empty row of dots (they come with the script, above), and with JavaScript off no button that could do nothing', async ({
    browser,
    server,
  }) => {
    const { page, close } = await openWithoutScripts(browser, server, TRADE, { width: 390, height: 844 });
    try {
      await expect(carousel(page).locator('a').first()).toBeVisible();
      await expect(page.getByRole('tablist')).toHaveCount(0);
      await expect(carousel(page).getByRole('button', { name: next })).toBeHidden();
      await expect(carousel(page).getByRole('button', { name: previous })).toBeHidden();
    } finally {
      await close();
    }
  });

  test('a finger’s swipe moves it on a phone', SAME_ON_EVERY_HOST, async ({ browser, server }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    try {
      const page = await context.newPage();
      await page.goto(server.url(TRADE));
      await hydrated(page);
      const viewport = carousel(page).locator('.mantine-Carousel-viewport');
      await viewport.scrollIntoViewIfNeeded();
      const box = await viewport.boundingBox();
      if (!box) throw new Error('no carousel on screen');
      const touch = await context.newCDPSession(page);
      // Above the buttons, which sit halfway down the slide.
      const at = (share: number) => [{ x: box.x + box.width * share, y: box.y + box.height * 0.25 }];
      // Most of a slide's width: where the finger lets go decides, however slowly the machine sends the moves.
      await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0.9) });
      for (let step = 1; step <= 10; step += 1)
        await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(0.9 - step * 0.08) });
      await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await shows(page, 2);
    } finally {
      await context.close();
    }
  });

  test('a mouse’s drag moves it, without following the slide’s link', SAME_ON_EVERY_HOST, async ({ open }) => {
    const { page } = await open(TRADE, { width: 1440, height: 900 });
    await hydrated(page);
    const viewport = carousel(page).locator('.mantine-Carousel-viewport');
    await viewport.scrollIntoViewIfNeeded();
    const box = await viewport.boundingBox();
    if (!box) throw new Error('no carousel on screen');
    const popups: Page[] = [];
    page.context().on('page', (popup) => popups.push(popup));
    // Most of a slide's width: where the mouse lets go decides, however slowly the machine sends the moves.
    await page.mouse.move(box.x + box.width * 0.9, box.y + box.height * 0.25);
    await page.mouse.down();
    for (let step = 1; step <= 10; step += 1)
      await page.mouse.move(box.x + box.width * (0.9 - step * 0.08), box.y + box.height * 0.25, { steps: 2 });
    await page.mouse.up();
    await shows(page, 2);
    expect(popups, 'no slide opened').toEqual([]);
    expect(page.url()).toBe(page.url().replace(/#.*$/, ''));
  });

  test('the arrow keys move it and both ends wrap around; its buttons and dots do too', SAME_ON_EVERY_HOST, async ({ open }) => {
    const { page } = await open(TRADE, { width: 1440, height: 900 });
    await hydrated(page);
    await page.getByRole('button', { name: next }).focus();
    await page.keyboard.press('ArrowLeft');
    await shows(page, SLIDES); // from the first, back to the last
    await page.keyboard.press('ArrowRight');
    await shows(page, 1); // from the last, on to the first
    await page.keyboard.press('ArrowRight');
    await shows(page, 2);
    await page.getByRole('button', { name: previous }).click();
    await shows(page, 1);
    await page.getByRole('button', { name: previous }).click();
    await shows(page, SLIDES);
    await page.getByRole('button', { name: next }).click();
    await shows(page, 1);
    const dot = page.getByRole('tab', { name: format(goTo, { n: 3 }) });
    await dot.click();
    await shows(page, 3);
    await expect(dot).toHaveAttribute('aria-selected', 'true');
  });

  test('Tab through its slides brings each one on screen as its link takes the focus', SAME_ON_EVERY_HOST, async ({ open }) => {
    const { page } = await open(TRADE, { width: 390, height: 844 });
    await hydrated(page);
    const viewport = carousel(page).locator('.mantine-Carousel-viewport');
    const links = viewport.getByRole('link');
    await expect(links).toHaveCount(SLIDES);
    await links.first().focus();
    for (let n = 1; n <= SLIDES; n += 1) {
      if (n > 1) await page.keyboard.press('Tab');
      const focused = links.nth(n - 1);
      await expect(focused).toBeFocused();
      await shows(page, n);
      await onScreen(page, focused);
    }
  });

  test(
    'a slide whose link takes the focus without the Tab key (a screen reader, a switch) is shown and read out, and the next button goes on from it',
    SAME_ON_EVERY_HOST,
    async ({ open }) => {
      const { page } = await open(TRADE, { width: 390, height: 844 });
      await hydrated(page);
      const links = carousel(page).locator('.mantine-Carousel-viewport').getByRole('link');
      await shows(page, 1);
      // focus() as assistive technology moves it: no key press comes before.
      await links.nth(2).focus();
      await shows(page, 3);
      await onScreen(page, links.nth(2));
      await page.getByRole('button', { name: next }).click();
      await shows(page, SLIDES);
      await onScreen(page, links.nth(SLIDES - 1));
    },
  );

  for (const width of [390, 1440])
    test(`a move takes about ${TRANSITION_MS} ms at ${width} px`, SAME_ON_EVERY_HOST, async ({ browser, server }) => {
      // A context of its own: the page's clock, which the test drives, holds for its whole context.
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      try {
        const page = await context.newPage();
        await page.goto(server.url(TRADE));
        await hydrated(page);
        await carousel(page).scrollIntoViewIfNeeded();
        const moved = await moveTime(page);
        // Embla eases towards the slide like a spring: its last pixel comes a little before or after the 500 ms.
        console.log(`one slide's move at ${width} px: ${Math.round(moved)} ms`);
        expect(moved).toBeGreaterThan(TRANSITION_MS * 0.7);
        expect(moved).toBeLessThan(TRANSITION_MS * 1.3);
      } finally {
        await context.close();
      }
    });
});

test.describe('the home page’s portfolio', () => {
  test(
    `moves by itself every ${AUTOPLAY_MS / 1000} s once near the screen, and stays still for reduced motion`,
    SAME_ON_EVERY_HOST,
    async ({ newTab, server }) => {
      // The moving strip and the still one side by side, in two tabs: the still one is watched while the other moves.
      const [page, still] = await Promise.all([newTab(), newTab()]);
      await still.emulateMedia({ reducedMotion: 'reduce' });
      await Promise.all([page.goto(server.url(HOME_PATH)), still.goto(server.url(HOME_PATH))]);
      await Promise.all([scrollToPortfolio(page), scrollToPortfolio(still)]);
      const watched = performance.now();
      const strip = page.getByTestId('portfolio-carousel');
      await expect(strip).toHaveAttribute('data-current', '1', { timeout: AUTOPLAY_MS * 3 });
      await expect(strip).toHaveAttribute('data-current', '2', { timeout: AUTOPLAY_MS * 3 });
      const watchedFor = performance.now() - watched;
      if (watchedFor < AUTOPLAY_MS + 1000) await still.waitForTimeout(AUTOPLAY_MS + 1000 - watchedFor);
      await expect(still.getByTestId('portfolio-carousel')).toHaveAttribute('data-current', '0');
      expect(
        await still.locator('[data-testid="portfolio-carousel"] .mantine-Carousel-container').evaluate((el) => el.style.transform),
        'the still strip’s track has not moved',
      ).toMatch(/^(|none|translate3d\(0px, 0px, 0px\))$/);
    },
  );
});

test.describe('the request form', () => {
  test('two steps, then one JSON POST and the success toast', async ({ open, form }) => {
    const { page } = await open(REQUEST_PATH);
    const posts = await form.capture(page);
    await fillStepOne(page);
    await fillStepTwo(page);
    await page.getByRole('button', { name: buttons.submit }).click();
    await toast(page, messages.success.title).waitFor();
    expect(posts).toHaveLength(1);
    expect(posts[0]?.headers['content-type']).toBe('application/json');
    expect(posts[0]?.body).toMatchObject({ nom: 'Martin', prenom: 'Claire', email: 'claire@exemple.fr' });
  });
});

test.describe('the page’s styles', () => {
  test('a page with an island loads without the variables and rules its markup does not use, and has them all once its island hydrates', async ({
    open,
    server,
  }) => {
    // The file of the rest, held: the site's script asks for it once the page is idle, before any island hydrates.
    let release = () => {};
    const { page } = await open(REQUEST_PATH, { prepare: async (tab) => (release = await hold(tab, /\/styles-[\w-]+\.css$/)) });
    // The theme's whole <style> as written, and the names it declares: in the build, from the file the page names.
    const { inline, href } = await page.evaluate(() => {
      const style = document.querySelector('style[data-mantine-styles="true"]');
      return { inline: style?.textContent ?? '', href: style?.getAttribute('data-rest') };
    });
    const whole = { inline, full: href ? await (await page.request.get(new URL(href, page.url()).href)).text() : null };
    const names = (css: string) => new Set([...css.matchAll(/(--[\w-]+)\s*:/g)].map(([, name = '']) => name));
    const read = (list: string[]) =>
      page.evaluate((all) => all.filter((name) => getComputedStyle(document.documentElement).getPropertyValue(name).trim()), list);
    const declared = [...names(whole.full ?? whole.inline)];
    expect(declared.length).toBeGreaterThan(200);
    if (server.host === 'dev') expect(whole.full, 'npm run dev serves the whole styles').toBeNull();
    else {
      // Until that file has come (and no island hydrates before it), what no markup of the page reads is not there.
      const unread = declared.filter((name) => !names(whole.inline).has(name));
      expect(unread.length).toBeGreaterThan(declared.length / 2);
      expect(await read(unread)).toEqual([]);
    }
    release();
    await hydrated(page);
    expect((await read(declared)).length).toBe(declared.length);
    if (server.host === 'dev') return;
    // The rules no element matched when the page loaded (the form's second step, a toast) are back too: each trimmed
    // <style> is followed by the stylesheet of its whole text, which holds more.
    const sheets = await page.evaluate(() =>
      [...document.querySelectorAll('style[data-rest]')].map((style) => {
        const next = style.nextElementSibling;
        const rules = (sheet: CSSStyleSheet | null | undefined) => [...(sheet?.cssRules ?? [])].map((rule) => rule.cssText).join('').length;
        return {
          trimmed: rules((style as HTMLStyleElement).sheet),
          whole: next instanceof HTMLLinkElement && next.href.endsWith(style.getAttribute('data-rest') ?? '') ? rules(next.sheet) : 0,
        };
      }),
    );
    expect(sheets.length).toBeGreaterThan(1);
    for (const { trimmed, whole } of sheets) expect(whole).toBeGreaterThan(trimmed);
  });
});

test.describe('a visitor’s first tap, before the island’s code has come', () => {
  // The island's own code, held by the test until the visitor has acted: its chunk in the build, its components in dev
  // (the folder's .tsx modules: the site's script itself imports a plain module of the form's folder, its draft's key).
  const islandCode = (name: keyof typeof islandFolders) =>
    new RegExp(`/(assets/island-${name}-[\\w-]+\\.js|${islandFolders[name]}/[^/]+\\.tsx)`);

  /** A phone's tab (touch, 390 px), its CPU slowed down as Lighthouse's phone, and its touch events as a finger sends them. */
  async function phone(browser: Browser) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const finger = (type: 'touchStart' | 'touchMove' | 'touchEnd', x = 0, y = 0) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
    return {
      page,
      slowDown: () => cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 }),
      /** A swipe over most of `box`'s width, from right to left, a quarter of the way down. */
      swipe: async (box: { x: number; y: number; width: number; height: number }) => {
        const y = box.y + box.height / 4;
        await finger('touchStart', box.x + box.width * 0.9, y);
        for (let step = 1; step <= 10; step += 1) await finger('touchMove', box.x + box.width * (0.9 - step * 0.08), y);
        await finger('touchEnd');
      },
      close: () => context.close(),
    };
  }

  /** Loads `route` with the island's code held, once the site's script has asked for it; gives the release. */
  async function heldVisit(page: Page, route: string, server: Site, name: keyof typeof islandFolders) {
    const release = await hold(page, islandCode(name));
    const asked = page.waitForRequest(islandCode(name));
    await page.goto(server.url(route));
    await asked;
    return release;
  }

  const box = async (locator: Locator) => {
    const found = await locator.boundingBox();
    if (!found) throw new Error('not on screen');
    return found;
  };

  test('« suivant », tapped before the carousel’s code has come, moves it once the code is there', async ({ browser, server }) => {
    const { page, slowDown, close } = await phone(browser);
    try {
      const release = await heldVisit(page, TRADE, server, 'sector-carousel');
      await slowDown();
      await carousel(page).evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
      // A finger's tap where the button is drawn: the button is there before its code, and says it does nothing yet.
      const button = await box(carousel(page).getByRole('button', { name: next }));
      await page.touchscreen.tap(button.x + button.width / 2, button.y + button.height / 2);
      release();
      await expect(carousel(page)).toHaveAttribute('data-scripted', 'true');
      await shows(page, 2);
      await onScreen(page, carousel(page).locator('.mantine-Carousel-slide').nth(1));
    } finally {
      await close();
    }
  });

  test('a swipe before the carousel’s code has come moves it at once, and Embla goes on from that slide', async ({ browser, server }) => {
    const { page, slowDown, swipe, close } = await phone(browser);
    try {
      const release = await heldVisit(page, TRADE, server, 'sector-carousel');
      await slowDown();
      const viewport = carousel(page).locator('.mantine-Carousel-viewport');
      await viewport.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
      // The slides are drawn once the carousel comes near the screen (content-visibility: auto): the visitor swipes what they see.
      await expect
        .poll(() =>
          viewport.evaluate(
            (element) => element.checkVisibility({ contentVisibilityAuto: true }) && element.scrollWidth > element.clientWidth,
          ),
        )
        .toBe(true);
      await swipe(await box(viewport));
      // The browser's own row: the second slide is in view, with no script of the island's.
      await onScreen(page, carousel(page).locator('.mantine-Carousel-slide').nth(1));
      await expect(carousel(page)).not.toHaveAttribute('data-scripted');
      release();
      await expect(carousel(page)).toHaveAttribute('data-scripted', 'true');
      await shows(page, 2);
      await onScreen(page, carousel(page).locator('.mantine-Carousel-slide').nth(1));
      await carousel(page).getByRole('button', { name: next }).click();
      await shows(page, 3);
      await onScreen(page, carousel(page).locator('.mantine-Carousel-slide').nth(2));
    } finally {
      await close();
    }
  });

  test('the request form, tapped and typed in before its code has come, keeps the text and becomes the scripted form', async ({
    browser,
    server,
  }) => {
    const { page, slowDown, close } = await phone(browser);
    try {
      const release = await heldVisit(page, REQUEST_PATH, server, 'request-form');
      await slowDown();
      const first = page.locator('form input:not([type="hidden"])').first();
      const field = await box(first);
      await page.touchscreen.tap(field.x + field.width / 2, field.y + field.height / 2);
      await expect(first).toBeFocused();
      await page.keyboard.type('Martin');
      release();
      await expect(page.getByRole('button', { name: buttons.continue })).toBeVisible();
      await expect(first).toHaveValue('Martin');
      await page.keyboard.type(' Dupont');
      await expect(first).toHaveValue('Martin Dupont');
    } finally {
      await close();
    }
  });

  test('the demo video’s play button, tapped before its code has come, opens the video file itself', async ({ browser, server }) => {
    const { page, close } = await phone(browser);
    try {
      await heldVisit(page, HOME_PATH, server, 'demo-video');
      const play = page.locator('[data-island="demo-video"] a');
      await play.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
      const target = await box(play);
      const href = await play.getAttribute('href');
      const opened = page.waitForRequest((request) => request.isNavigationRequest() && new URL(request.url()).pathname === href);
      await page.touchscreen.tap(target.x + target.width / 2, target.y + target.height / 2);
      await opened;
    } finally {
      await close();
    }
  });

  test('with their code come, the islands due when the page is idle hydrate where the visitor is not (the carousel four screens down, the form untouched)', async ({
    newTab,
    server,
  }) => {
    for (const [route, name] of [
      [TRADE, 'sector-carousel'],
      [REQUEST_PATH, 'request-form'],
    ] as const) {
      const page = await newTab();
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(server.url(route));
      await expect(page.locator(`[data-island="${name}"]`)).toHaveAttribute('data-when', 'idle');
      await page.waitForFunction(
        (island) =>
          Object.keys(document.querySelector(`[data-island="${island}"] [data-island-root]`) ?? {}).some((key) =>
            key.startsWith('__reactContainer'),
          ),
        name,
        { polling: 100, timeout: 30_000 },
      );
      expect(await page.evaluate(() => window.scrollY), 'the visitor never scrolled').toBe(0);
    }
    // The portfolio moves by itself: it waits until it comes near the screen.
    const home = await newTab();
    await home.goto(server.url(HOME_PATH));
    await expect(home.locator('[data-island="portfolio"]')).toHaveAttribute('data-when', 'visible');
  });
});

// Last in this file: the edit stays in the dev project's copy for the tests after it.
test.describe('an island’s code, changed by a developer', () => {
  test('an onClick added to the carousel’s component works in npm run dev once saved, with no restart', async ({ open, server }) => {
    test.skip(server.host !== 'dev', 'the build gets the same edit in the scaffold proof (tests/e2e/scaffold.spec.ts)');
    if (!server.copy) throw new Error('npm run dev serves no copy of the project');
    const { page } = await open(TRADE, { width: 1440, height: 900 });
    await hydrated(page);
    await nextButton(page).click();
    expect(await counted(page), 'no handler before the edit').toBe(0);
    addClickHandler(server.copy);
    // The save reaches the open page by itself (hot reload); the test never reloads it.
    await expect(async () => {
      await hydrated(page);
      await nextButton(page).click({ timeout: 5_000 });
      expect(await counted(page)).toBeGreaterThan(0);
    }).toPass({ timeout: 90_000 });
    await expectClickHandled(page);
  });
});
