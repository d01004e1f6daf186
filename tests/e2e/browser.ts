// Pages in Chromium as the tests load them: errors recorded, read once hydrated, and a worker's browser context whose
// HTTP cache (and V8's compiled code) serves all its tests.
import type { Browser, BrowserContext, Page, Response } from '@playwright/test';
import type { Site } from './hosts.ts';
import { outside } from './site.ts';

export type Size = { width?: number; height?: number };
/** A loaded page, the errors it has recorded since it loaded this route, and the route's response. */
export type Loaded = { page: Page; errors: string[]; response: Response | null };
export type OpenOptions = Size & {
  /** Runs on the new page before it loads the route (an init script, a route). */
  prepare?: (page: Page) => Promise<unknown>;
  /** Keep what the origin's localStorage holds (a draft, the send log); by default each new tab starts without. */
  keepStorage?: boolean;
};

/** Console errors and uncaught exceptions of a page, other hosts' files left out (`outside`). */
function watch(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !outside(msg.location().url)) errors.push(msg.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * True once every island of the page (`[data-island]`) has hydrated, each started as a visitor starts it: brought
 * near the screen, or touched (a focus inside it). Then the main thread has gone idle (the commit and its effects have
 * run) and the page is scrolled back to the top. A page without islands is final as served.
 */
export async function hydrated(page: Page): Promise<true> {
  const islands = page.locator('[data-island]');
  for (const island of await islands.all()) {
    await island.evaluate((element) => {
      const root = element.querySelector('[data-island-root]');
      const shown = [...(root?.children ?? [])].find((child) => child.getClientRects().length);
      shown?.scrollIntoView({ block: 'center' });
    });
    await island.evaluate(
      (element) =>
        new Promise<void>((resolve, reject) => {
          const root = element.querySelector('[data-island-root]');
          const started = performance.now();
          const check = () => {
            // A visitor's move, again until the island answers it (the site's script may not be listening yet): it
            // hydrates an island due when the page is idle without waiting for that.
            if (element.getAttribute('data-when') === 'idle') element.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
            if (Object.keys(root ?? {}).some((key) => key.startsWith('__reactContainer'))) resolve();
            else if (performance.now() - started > 60_000)
              reject(new Error(`island ${element.getAttribute('data-island')} never hydrated`));
            // Every 50 ms rather than every frame: polling each frame costs about 4 times the CPU, which a loaded machine lacks.
            else setTimeout(check, 50);
          };
          check();
        }),
    );
  }
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2_000 })));
  await page.evaluate(() => window.scrollTo(0, 0));
  return true;
}

/** A route as a browser without JavaScript shows it, in a context of its own: `close()` ends that context. */
export async function openWithoutScripts(browser: Browser, server: Site, route: string, size?: Required<Size>) {
  const context = await browser.newContext({ javaScriptEnabled: false, ...(size && { viewport: size }) });
  const page = await context.newPage();
  await page.goto(server.url(route));
  return { page, close: () => context.close() };
}

/** Resolves once a loaded page is ready to be read: every page is final as served (its islands hydrate later). */
export async function ready(page: Page): Promise<void> {
  await page.waitForLoadState('load');
}

/**
 * Holds the page's requests for files matching `pattern` until the returned function is called; then each goes on to
 * the page's other routes, if any, or to the network.
 */
export async function hold(page: Page, pattern: RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.fallback();
  });
  return release;
}

/** Resolves after the page has run its pending effects: one frame, then one task. */
export const settled = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));

/** Scrolls the landing page to its portfolio and waits until its island has hydrated, which it does only once near the screen. */
export async function scrollToPortfolio(page: Page) {
  await page.locator('#previews').scrollIntoViewIfNeeded();
  await page.waitForFunction(
    () =>
      Object.keys(document.querySelector('[data-island="portfolio"] [data-island-root]') ?? {}).some((k) =>
        k.startsWith('__reactContainer'),
      ),
    null,
    { polling: 50, timeout: 30_000 },
  );
}

/** One browser context for a worker's tests: its HTTP cache (and V8's compiled code) serves them all. */
export class Session {
  readonly context: BrowserContext;
  readonly site: Site;
  private shared?: { page: Page; errors: string[] };

  constructor(context: BrowserContext, site: Site) {
    this.context = context;
    this.site = site;
  }

  /** Loads the route in `page` and resolves with its response once the page is ready to be read. */
  async navigate(page: Page, route: string) {
    const response = await page.goto(this.site.url(route), { waitUntil: 'load' });
    await ready(page);
    return response;
  }

  private async load(page: Page, errors: string[], route: string, { width = 1280, height = 900 }: Size) {
    const size = page.viewportSize();
    if (size?.width !== width || size?.height !== height) await page.setViewportSize({ width, height });
    errors.length = 0;
    return { page, errors, response: await this.navigate(page, route) };
  }

  /** A new tab, with empty localStorage unless `keepStorage`; `prepare` runs on it before it loads the route. */
  async open(route: string, { prepare, keepStorage = false, ...size }: OpenOptions = {}): Promise<Loaded> {
    const page = await this.context.newPage();
    const errors = watch(page);
    // Once per tab: a reload keeps what the test itself stored.
    if (!keepStorage) await page.addInitScript(clearStorageOnce);
    await prepare?.(page);
    return this.load(page, errors, route, size);
  }

  /**
   * Loads the route in the worker's shared page: for a test that adds no listener, route or emulation of its own to
   * the page, and that leaves it open for the next visit. Each visit starts with empty localStorage.
   */
  async visit(route: string, size: Size = {}): Promise<Loaded> {
    if (!this.shared || this.shared.page.isClosed()) {
      const page = await this.context.newPage();
      await page.addInitScript(() => localStorage.clear());
      this.shared = { page, errors: watch(page) };
    }
    return this.load(this.shared.page, this.shared.errors, route, size);
  }
}

function clearStorageOnce() {
  if (sessionStorage.getItem('e2e-started')) return;
  sessionStorage.setItem('e2e-started', '1');
  localStorage.clear();
}
