// Bytes a phone (390 px wide, DPR 3) downloads on built pages: at load, then after scrolling to the end.
// Usage: node tooling/bench/phone-bytes.ts http://127.0.0.1:4173 / /site-internet-avocat
import { chromium, type Page } from 'playwright-core';
import { CHROME_PATH, LAUNCH_ARGS, OFFLINE_ARGS } from '../browser.ts';

const [origin = 'http://127.0.0.1:4173', ...routes] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: CHROME_PATH, args: [...LAUNCH_ARGS, ...OFFLINE_ARGS] });

type Sums = { total: number; images: number; js: number; other: number };
/** A layout shift entry: the DOM library of TypeScript does not describe it. */
type LayoutShift = PerformanceEntry & { value: number; hadRecentInput: boolean };

/** Transferred bytes of the document and of every resource so far, by kind. */
const transferred = (page: Page): Promise<Sums> =>
  page.evaluate(() => {
    const entries = [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')].filter(
      (e) => e instanceof PerformanceResourceTiming,
    );
    const kind = (name: string): 'images' | 'js' | 'other' =>
      /\.(avif|webp|jpe?g|png|gif)(\?|$)/.test(name) ? 'images' : /\.js(\?|$)/.test(name) ? 'js' : 'other';
    const sums: Sums = { total: 0, images: 0, js: 0, other: 0 };
    for (const e of entries) {
      sums.total += e.transferSize;
      sums[kind(e.name)] += e.transferSize;
    }
    return sums;
  });

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
console.log('| Route | At load: total (images, JS) | After scrolling to the end: total (images, JS) | LCP element | CLS |');
console.log('| --- | --- | --- | --- | --- |');
for (const route of routes.length ? routes : ['/']) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto(`${origin}${route}`, { waitUntil: 'networkidle' });
  // Pages with islands: wait until React has hydrated and its effects have asked for what they load.
  await page.waitForFunction(
    () =>
      !document.querySelector('[data-island]') ||
      [document, document.body].some((node) => Object.keys(node).some((k) => k.startsWith('__reactContainer'))),
    null,
    { timeout: 15_000 },
  );
  await page.waitForLoadState('networkidle');
  const load = await transferred(page);
  const { lcp, cls } = await page.evaluate(
    () =>
      new Promise<{ lcp: string; cls: number }>((resolve) => {
        const result = { lcp: '', cls: 0 };
        new PerformanceObserver((list) => {
          const last = list
            .getEntries()
            .filter((e) => e instanceof LargestContentfulPaint)
            .at(-1);
          result.lcp = last ? `${last.element?.tagName.toLowerCase()} at ${Math.round(last.startTime)} ms` : '';
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as LayoutShift[]) if (!e.hadRecentInput) result.cls += e.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(result), 100);
      }),
  );
  const height = await page.evaluate(() => document.body.scrollHeight);
  for (let y = 0; y < height; y += 600) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForLoadState('networkidle');
  }
  const scrolled = await transferred(page);
  const row = (s: Sums) => `${kb(s.total)} (${kb(s.images)}, ${kb(s.js)})`;
  console.log(`| ${route} | ${row(load)} | ${row(scrolled)} | ${lcp} | ${cls.toFixed(3)} |`);
  await context.close();
}
await browser.close();
