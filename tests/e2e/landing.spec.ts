import type { Locator, Page } from '@playwright/test';
import { expect, hydrated, openWithoutScripts, scrollToPortfolio, test } from './fixtures.ts';
import { content, filled, landingBlock, pageHref, requestContent } from './site.ts';

const hero = landingBlock('Hero');
const process = landingBlock('Process');
const portfolio = landingBlock('Portfolio');
const closing = landingBlock('ClosingCta');
const floating = filled(content.site.floatingCta);
const request = requestContent();
/** Spec rule, not content: the portfolio moves every 3 s. */
const AUTOPLAY_MS = 3000;

const TEXTS = [
  hero.headline,
  hero.cta.label,
  hero.video.title,
  hero.video.fallback,
  hero.video.caption,
  process.eyebrow,
  process.title,
  ...process.steps.map((step) => step.title),
  portfolio.overlay.title,
  portfolio.overlay.cta.label,
  portfolio.overlay.proof,
  ...closing.points.map((point) => point.title),
];

test.describe('landing page', () => {
  test('every text of the spec is in the prerendered HTML', async ({ server }) => {
    const html = (await (await fetch(server.url('/'))).text()).replaceAll('&#x27;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&');
    for (const text of TEXTS) expect(html.includes(text), text).toBe(true);
    expect(html.includes(`<title>${filled(content.landing.seo.title)}`), 'the title from the content').toBe(true);
  });

  for (const [name, cta, locator] of [
    ['hero button', hero.cta, (page) => page.locator(`main a[href="${pageHref(hero.cta.href)}"]`).first()],
    ['floating button', floating, (page) => page.getByRole('link', { name: floating.label, exact: true })],
    ['portfolio overlay button', portfolio.overlay.cta, (page) => page.getByRole('link', { name: portfolio.overlay.cta.label })],
  ] satisfies [string, { href: string }, (page: Page) => Locator][]) {
    test(`the ${name} leads to the request page`, async ({ server, visit }) => {
      const { page } = await visit('/');
      await locator(page).click();
      await page.waitForURL(server.url(pageHref(cta.href)));
      await page.waitForFunction((heading) => document.querySelector('h1')?.textContent === heading, request.heading);
    });
  }

  test('the short button text shows on phones, the long one on computers', async ({ visit }) => {
    const phone = await visit('/', { width: 390, height: 844 });
    const cta = phone.page.locator(`main a[href="${pageHref(hero.cta.href)}"]`).first();
    expect(await cta.getByText(hero.cta.shortLabel, { exact: true }).isVisible()).toBe(true);
    expect(await cta.getByText(hero.cta.label, { exact: true }).isVisible()).toBe(false);
    const desktop = await visit('/', { width: 1440 });
    const wide = desktop.page.locator(`main a[href="${pageHref(hero.cta.href)}"]`).first();
    expect(await wide.getByText(hero.cta.label, { exact: true }).isVisible()).toBe(true);
  });

  for (const anchor of content.landing.blocks.flatMap((block) => ('anchor' in block && block.anchor ? [block.anchor] : []))) {
    test(`#${anchor} scrolls to its section`, async ({ open }) => {
      const { page } = await open(`/#${anchor}`);
      await page.waitForFunction((id) => Math.abs(document.getElementById(id)?.getBoundingClientRect().top ?? 1e9) < 120, anchor);
      const top = await page.locator(`#${anchor}`).evaluate((el) => el.getBoundingClientRect().top);
      expect(Math.abs(top), `#${anchor} is at ${top}px from the top`).toBeLessThan(120);
    });
  }

  test('the floating button stays in view at the bottom of the page', async ({ visit }) => {
    const { page } = await visit('/', { width: 390, height: 844 });
    // The page grows as its lazy parts mount: scroll to its end until the end stays put.
    await page.waitForFunction(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
    });
    const box = await page.getByRole('link', { name: floating.label, exact: true }).boundingBox();
    expect(box && box.y + box.height <= 844 && box.x + box.width <= 390 && box.y > 600, JSON.stringify(box)).toBe(true);
  });

  // A page of its own context (Playwright's `page`): a fake clock installed by a page holds for its whole context.
  test('the portfolio advances every 3 s through every site and wraps from the last to the first', async ({ server, page }) => {
    await page.clock.install();
    await page.goto(server.url('/'), { waitUntil: 'networkidle' });
    await scrollToPortfolio(page);
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000)); // ahead of the slowest round trip, well before the first move
    await page.evaluate(() => {
      const carousel = document.querySelector('[data-testid="portfolio-carousel"]');
      const slides: [number, number][] = [];
      (window as unknown as { __slides: [number, number][] }).__slides = slides;
      if (carousel)
        new MutationObserver(() => slides.push([Number(carousel.getAttribute('data-current')), Date.now()])).observe(carousel, {
          attributeFilter: ['data-current'],
        });
    });
    const count = portfolio.items.length;
    await page.clock.runFor(count * AUTOPLAY_MS + 100);
    const slides = await page.evaluate(() => (window as unknown as { __slides: [number, number][] }).__slides);
    const order = slides.map(([index]) => index);
    const gaps = slides.slice(1).map(([, t], i) => t - (slides[i]?.[1] ?? 0));
    expect(order.length, `${count} moves in ${(count * AUTOPLAY_MS) / 1000} s: ${order}`).toBe(count);
    for (const gap of gaps) expect(Math.abs(gap - AUTOPLAY_MS), `moves every ${AUTOPLAY_MS} ms: ${gaps}`).toBeLessThanOrEqual(50);
    const last = order.indexOf(count - 1);
    expect(last >= 0 && order[(last + 1) % order.length] === 0 && last + 1 < order.length, `${count - 1} is followed by 0: ${order}`).toBe(
      true,
    );
  });

  test('the portfolio starts moving only when its section comes near the screen, over the prerendered slides', async ({
    server,
    newTab,
  }) => {
    const page = await newTab();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(server.url('/'), { waitUntil: 'networkidle' });
    await page.waitForTimeout(500); // a window in which nothing may start: there is no event to wait for
    const started = () =>
      page.evaluate(() =>
        Object.keys(document.querySelector('[data-island="portfolio"] [data-island-root]') ?? {}).some((k) =>
          k.startsWith('__reactContainer'),
        ),
      );
    expect(await started(), 'started before the section was near').toBe(false);
    expect((await page.locator('[data-testid="portfolio-carousel"] img').count()) > 0, 'slides prerendered').toBe(true);
    await scrollToPortfolio(page);
  });

  test('the demo video starts from its play button, with the native controls and captions, keyboard focus on the player', async ({
    open,
  }) => {
    const { page } = await open('/', { width: 390, height: 844 });
    await hydrated(page);
    const video = page.locator('video');
    expect(await video.getAttribute('controls')).toBeNull();
    const play = page.getByRole('link', { name: hero.video.playLabel });
    await play.focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 0);
    const state = await video.evaluate((v: HTMLVideoElement) => ({
      controls: v.controls,
      paused: v.paused,
      focused: document.activeElement === v,
      captions: v.textTracks[0]?.mode,
    }));
    expect(state).toEqual({ controls: true, paused: false, focused: true, captions: 'showing' });
    expect(await play.count()).toBe(0);
  });

  test('without JavaScript the play button opens the video file', async ({ browser, server }) => {
    const { page, close } = await openWithoutScripts(browser, server, '/');
    try {
      const play = page.getByRole('link', { name: hero.video.playLabel });
      expect(await play.isVisible()).toBe(true);
      const file = await fetch(new URL((await play.getAttribute('href')) ?? '', server.url('/')));
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('video/mp4');
      await file.body?.cancel();
    } finally {
      await close();
    }
  });

  test('without JavaScript the portfolio shows its slides in place', async ({ browser, server }) => {
    const { page, close } = await openWithoutScripts(browser, server, '/');
    try {
      const slide = page.locator('#previews [data-testid="portfolio-carousel"] img').first();
      expect(await slide.isVisible()).toBe(true);
    } finally {
      await close();
    }
  });

  test('the blurred portfolio cannot be reached with the keyboard', async ({ open }) => {
    const { page } = await open('/');
    const reachable = await page.evaluate(() => {
      const locked = document.querySelector('[data-testid="locked-content"]');
      return [...(locked?.querySelectorAll<HTMLElement>('a, button, [tabindex]') ?? [])].some((el) => {
        el.focus();
        return document.activeElement === el;
      });
    });
    expect(reachable).toBe(false);
  });

  test('nothing shifts while the page loads and the portfolio moves (CLS ≤ 0.01)', async ({ server, newTab }) => {
    const page = await newTab();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript(() => {
      const w = window as unknown as { __cls: number };
      w.__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { hadRecentInput: boolean; value: number })[])
          if (!entry.hadRecentInput) w.__cls += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(server.url('/'), { waitUntil: 'networkidle' });
    await scrollToPortfolio(page);
    await page.waitForTimeout(3500); // the window over which shifts are summed: the portfolio's first move included
    const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
    console.log(`CLS on / at 390 px: ${cls.toFixed(4)}`);
    expect(cls, `CLS ${cls}`).toBeLessThanOrEqual(0.01);
  });
});
