// Pages in Chromium as the tests load them: errors recorded, read once hydrated, and a worker's browser context whose
// HTTP cache (and V8's compiled code) serves all its tests.
import type { BrowserContext, Page, Response } from '@playwright/test';
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
 * True once React has hydrated the page: its root container is attached, the heading carries its fiber (React has
 * claimed the server's markup) and the main thread has gone idle (the commit and its effects have run). On a page
 * with an island (`[data-island]`, the request form), React's root is the island's container and its first child.
 */
export async function hydrated(page: Page): Promise<true> {
  await page.waitForFunction(
    () => {
      const react = (node: object | null) =>
        Object.keys(node ?? {}).some((k) => k.startsWith('__reactContainer') || k.startsWith('__reactFiber'));
      const island = document.querySelector('[data-island]');
      if (island) return react(island) && react(island.firstElementChild);
      const heading = document.querySelector('h1');
      return (react(document.body) || react(document)) && (!heading || react(heading));
    },
    null,
    // Every 50 ms rather than every frame: polling each frame costs about 4 times the CPU, which a loaded machine lacks.
    { polling: 50, timeout: 30_000 },
  );
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2_000 })));
  return true;
}

/**
 * Resolves once a loaded page is ready to be read: hydrated when it ships a module script (a page without one is
 * final as served). Cheaper than Playwright's `networkidle`, which waits for 500 ms of silence on every page.
 */
export async function ready(page: Page): Promise<void> {
  if (await page.locator('script[type="module"]').count()) await hydrated(page);
}

/** Resolves after the page has run its pending effects: one frame, then one task. */
export const settled = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));

/** Routes the portfolio carousel's chunk through Playwright, which bypasses the HTTP cache: its request is then seen on every page. */
/** Scrolls the landing page to its portfolio and waits until it moves by itself, which it does only once near the screen. */
export async function scrollToPortfolio(page: Page) {
  await page.locator('#previews').scrollIntoViewIfNeeded();
  await page.locator('[data-testid="portfolio-carousel"][data-playing]').waitFor({ state: 'attached' });
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
