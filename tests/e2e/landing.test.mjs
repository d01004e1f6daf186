import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { launchBrowser } from '../../tooling/browser.ts';
import {
  browserSession,
  content,
  filled,
  landingBlock,
  pageHref,
  requestContent,
  scrollToPortfolio,
  uncachedCarousel,
  url,
} from './helpers.mjs';

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

describe('landing page', () => {
  let session;
  before(async () => (session = await browserSession()));
  after(() => session.close());

  test('every text of the spec is in the prerendered HTML', async () => {
    const html = (await (await fetch(url('/'))).text()).replaceAll('&#x27;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&');
    for (const text of TEXTS) assert.ok(html.includes(text), text);
    assert.ok(html.includes(`<title>${filled(content.landing.seo.title)}`), 'the title from the content');
  });

  for (const [name, cta, locator] of [
    ['hero button', hero.cta, (page) => page.locator(`main a[href="${pageHref(hero.cta.href)}"]`).first()],
    ['floating button', floating, (page) => page.getByRole('link', { name: floating.label, exact: true })],
    ['portfolio overlay button', portfolio.overlay.cta, (page) => page.getByRole('link', { name: portfolio.overlay.cta.label })],
  ]) {
    test(`the ${name} leads to the request page`, async () => {
      const { page } = await session.visit('/');
      await locator(page).click();
      await page.waitForURL(url(pageHref(cta.href)));
      await page.waitForFunction((heading) => document.querySelector('h1')?.textContent === heading, request.heading);
    });
  }

  test('the short button text shows on phones, the long one on computers', async () => {
    const phone = await session.visit('/', { width: 390, height: 844 });
    const cta = phone.page.locator(`main a[href="${pageHref(hero.cta.href)}"]`).first();
    assert.equal(await cta.getByText(hero.cta.shortLabel, { exact: true }).isVisible(), true);
    assert.equal(await cta.getByText(hero.cta.label, { exact: true }).isVisible(), false);
    const desktop = await session.visit('/', { width: 1440 });
    const wide = desktop.page.locator(`main a[href="${pageHref(hero.cta.href)}"]`).first();
    assert.equal(await wide.getByText(hero.cta.label, { exact: true }).isVisible(), true);
  });

  for (const anchor of content.landing.blocks.flatMap((block) => block.anchor ?? [])) {
    test(`#${anchor} scrolls to its section`, async () => {
      const { page } = await session.open(`/#${anchor}`);
      await page.waitForFunction((id) => Math.abs(document.getElementById(id)?.getBoundingClientRect().top ?? 1e9) < 120, anchor);
      const top = await page.locator(`#${anchor}`).evaluate((el) => el.getBoundingClientRect().top);
      assert.ok(Math.abs(top) < 120, `#${anchor} is at ${top}px from the top`);
      await page.close();
    });
  }

  test('the floating button stays in view at the bottom of the page', async () => {
    const { page } = await session.visit('/', { width: 390, height: 844 });
    // The page grows as its lazy parts mount: scroll to its end until the end stays put.
    await page.waitForFunction(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
    });
    const box = await page.getByRole('link', { name: floating.label, exact: true }).boundingBox();
    assert.ok(box && box.y + box.height <= 844 && box.x + box.width <= 390 && box.y > 600, JSON.stringify(box));
  });

  test('the portfolio advances every 3 s through every site and wraps from the last to the first', async (t) => {
    // Its own browser: a fake clock installed by a page holds for every page of the context. Closed even when the
    // test fails: a browser left open keeps the file's process alive, and the run waits for it forever.
    const context = await launchBrowser();
    t.after(() => context.close());
    const page = await context.newPage();
    await page.clock.install();
    await page.goto(url('/'), { waitUntil: 'networkidle' });
    await scrollToPortfolio(page);
    await page.waitForTimeout(300); // the carousel mounts from its chunk (real time: the fake clock is not yet paused)
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000)); // ahead of the slowest round trip, well before the first move
    await page.evaluate(() => {
      const carousel = document.querySelector('[data-testid="portfolio-carousel"]');
      window.__slides = [];
      new MutationObserver(() => window.__slides.push([Number(carousel.getAttribute('data-current')), Date.now()])).observe(carousel, {
        attributeFilter: ['data-current'],
      });
    });
    const count = portfolio.items.length;
    await page.clock.runFor(count * AUTOPLAY_MS + 100);
    const slides = await page.evaluate(() => window.__slides);
    const order = slides.map(([index]) => index);
    const gaps = slides.slice(1).map(([, t], i) => t - slides[i][1]);
    assert.equal(order.length, count, `${count} moves in ${(count * AUTOPLAY_MS) / 1000} s: ${order}`);
    for (const gap of gaps) assert.ok(Math.abs(gap - AUTOPLAY_MS) <= 50, `moves every ${AUTOPLAY_MS} ms: ${gaps}`);
    const last = order.indexOf(count - 1);
    assert.ok(last >= 0 && order[(last + 1) % order.length] === 0 && last + 1 < order.length, `${count - 1} is followed by 0: ${order}`);
  });

  test('the portfolio carousel loads only when its section comes near the screen, over the prerendered slides', async () => {
    const page = await session.context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await uncachedCarousel(page);
    const requested = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto(url('/'), { waitUntil: 'networkidle' });
    await page.waitForTimeout(500); // a window in which nothing may load: there is no event to wait for
    assert.equal(requested.filter((u) => /PortfolioCarousel/.test(u)).length, 0, 'loaded before the section was near');
    assert.equal((await page.locator('[data-testid="portfolio-carousel"] img').count()) > 0, true, 'slides prerendered');
    await scrollToPortfolio(page);
    await page.close();
  });

  test('the demo video starts from its play button, with the native controls and captions, keyboard focus on the player', async () => {
    const { page } = await session.open('/', { width: 390, height: 844 });
    const video = page.locator('video');
    assert.equal(await video.getAttribute('controls'), null);
    const play = page.getByRole('link', { name: hero.video.playLabel });
    await play.focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector('video')?.currentTime > 0);
    const state = await video.evaluate((v) => ({
      controls: v.controls,
      paused: v.paused,
      focused: document.activeElement === v,
      captions: v.textTracks[0]?.mode,
    }));
    assert.deepEqual(state, { controls: true, paused: false, focused: true, captions: 'showing' });
    assert.equal(await play.count(), 0);
    await page.close();
  });

  /** The landing page as a browser without JavaScript shows it. */
  async function openWithoutScripts() {
    const page = await session.context.newPage();
    const cdp = await session.context.newCDPSession(page);
    await cdp.send('Emulation.setScriptExecutionDisabled', { value: true });
    await page.goto(url('/'));
    return page;
  }

  test('without JavaScript the play button opens the video file', async () => {
    const page = await openWithoutScripts();
    const play = page.getByRole('link', { name: hero.video.playLabel });
    assert.equal(await play.isVisible(), true);
    const file = await fetch(new URL(await play.getAttribute('href'), url('/')));
    assert.equal(file.status, 200);
    assert.equal(file.headers.get('content-type'), 'video/mp4');
    await file.body?.cancel();
    await page.close();
  });

  test('without JavaScript the portfolio shows its slides in place', async () => {
    const page = await openWithoutScripts();
    const slide = page.locator('#previews [data-testid="portfolio-carousel"] img').first();
    assert.equal(await slide.isVisible(), true);
    await page.close();
  });

  test('the blurred portfolio cannot be reached with the keyboard', async () => {
    const { page } = await session.open('/');
    const reachable = await page.evaluate(() => {
      const locked = document.querySelector('[data-testid="locked-content"]');
      return [...(locked?.querySelectorAll('a, button, [tabindex]') ?? [])].some((el) => {
        el.focus();
        return document.activeElement === el;
      });
    });
    assert.equal(reachable, false);
    await page.close();
  });

  test('nothing shifts while the page loads and the carousel mounts (CLS ≤ 0.01)', async () => {
    const page = await session.context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await uncachedCarousel(page);
    await page.addInitScript(() => {
      window.__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__cls += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(url('/'), { waitUntil: 'networkidle' });
    await scrollToPortfolio(page);
    await page.waitForTimeout(1500); // the window over which shifts are summed once the carousel has mounted
    const cls = await page.evaluate(() => window.__cls);
    console.log(`CLS on / at 390 px: ${cls.toFixed(4)}`);
    assert.ok(cls <= 0.01, `CLS ${cls}`);
    await page.close();
  });
});
