// The end-to-end suite's fixtures. Each worker serves the project's build on a free port, as the project's host does
// (`site` option): npm run serve's GitHub Pages imitation, or Cloudflare Pages' own runtime through wrangler. Each
// worker also keeps one browser context: `visit` loads a route in its one shared page, for tests that only read
// (half the CPU of a new page), `open` in a new tab that the test's end closes. `form` catches the POST to the
// form service in a page and answers it.
import { spawn } from 'node:child_process';
import { test as base, expect, type BrowserContext, type Page, type Response } from '@playwright/test';
import { startCloudflarePages, type RunningSite } from '../../tooling/server/cloudflare-pages.ts';
import { FORM_ENDPOINT, outside } from './site.ts';

export type Host = 'github-pages' | 'cloudflare-pages';
/** What a project serves: the built folder, its base path, the host serving it, and whether it was built as a preview. */
export type SiteOptions = { dir: string; base: string; host: Host; preview: boolean };

/** The built site as the project's host serves it. */
export class Site {
  readonly options: SiteOptions;
  readonly origin: string;

  constructor(options: SiteOptions, origin: string) {
    this.options = options;
    this.origin = origin;
  }

  get base() {
    return this.options.base;
  }

  get host() {
    return this.options.host;
  }

  /** The absolute address of a site path (`/demande/`) under the base path. */
  url(route: string) {
    return `${this.origin}${this.options.base}${route.replace(/^\//, '')}`;
  }

  /** The answer to one address as the host sends it, redirects included: a page must be served as is. */
  served(route: string, init: RequestInit = {}) {
    return fetch(this.url(route), { redirect: 'manual', ...init });
  }
}

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
 * claimed the server's markup) and the main thread has gone idle (the commit and its effects have run).
 */
export async function hydrated(page: Page): Promise<true> {
  await page.waitForFunction(
    () => {
      const react = (node: object | null) =>
        Object.keys(node ?? {}).some((k) => k.startsWith('__reactContainer') || k.startsWith('__reactFiber'));
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
export const uncachedCarousel = (page: Page) => page.route(/PortfolioCarousel/, (route) => route.continue());

/** Scrolls the landing page to its portfolio and waits for the carousel's chunk, which loads only then. */
export async function scrollToPortfolio(page: Page) {
  const chunk = page.waitForResponse(/PortfolioCarousel/);
  await page.locator('#previews').scrollIntoViewIfNeeded();
  await chunk;
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

/** A POST to the form service, as the browser sent it. */
export type Post = { url: string; headers: Record<string, string>; body: Record<string, string> };
/** How the form service answers: a status, 'abort' (a network failure), or a function of the POST count giving one. */
export type Answer = number | 'abort' | ((count: number) => number | 'abort' | Promise<number | 'abort'>);

/** The form service, played by the test: every POST a page sends to it is caught, recorded and answered. */
export class FormService {
  /** Catches the page's POSTs to the form service and answers each with `answer`; returns the list they go to. */
  async capture(page: Page, answer: Answer = 200): Promise<Post[]> {
    const posts: Post[] = [];
    await page.route(`${FORM_ENDPOINT}*`, async (route) => {
      const request = route.request();
      posts.push({ url: request.url(), headers: request.headers(), body: request.postDataJSON() as Record<string, string> });
      const status = await (typeof answer === 'function' ? answer(posts.length) : answer);
      if (status === 'abort') return route.abort('failed');
      return route.fulfill({ status, contentType: 'application/json', body: '{"ok":true}' });
    });
    return posts;
  }
}

/**
 * `npm run serve` on a free port, in a process of its own: its brotli compression (a second for the editor's bundle)
 * never holds up the worker's event loop, where a test waits with timeouts of its own.
 */
async function startServe({ dir, base }: SiteOptions): Promise<RunningSite> {
  const child = spawn(process.execPath, ['tooling/server/serve.ts', '--port', '0', '--dir', dir], {
    env: { ...process.env, BASE_PATH: base },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const line = await new Promise<string>((resolve, reject) => {
    child.stdout.once('data', (chunk: Buffer) => resolve(String(chunk)));
    child.once('exit', (code) => reject(new Error(`npm run serve exited with ${code}`)));
  });
  const origin = /^Static site on (http:\/\/127\.0\.0\.1:\d+)\//.exec(line)?.[1];
  if (!origin) throw new Error(`npm run serve did not say where it listens: ${line}`);
  return {
    origin,
    stop: async () => {
      child.kill();
      await exited;
    },
  };
}

type WorkerFixtures = { site: SiteOptions; server: Site; session: Session };
type TestFixtures = {
  /** Loads a route in the worker's shared page (Session.visit). */
  visit: Session['visit'];
  /** Opens a route in a new tab, closed when the test ends (Session.open). */
  open: Session['open'];
  /** A blank tab in the worker's browser context, closed when the test ends. */
  newTab: () => Promise<Page>;
  form: FormService;
};

export const test = base.extend<TestFixtures, WorkerFixtures>({
  site: [
    { dir: 'build/client', base: '/', host: 'github-pages', preview: false },
    { scope: 'worker', option: true },
  ],

  server: [
    async ({ site }, provide) => {
      const running = site.host === 'cloudflare-pages' ? await startCloudflarePages({ dir: site.dir }) : await startServe(site);
      try {
        await provide(new Site(site, running.origin));
      } finally {
        await running.stop();
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],

  session: [
    async ({ browser, server }, provide) => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      await provide(new Session(context, server));
      await context.close();
    },
    { scope: 'worker' },
  ],

  visit: async ({ session }, provide) => provide((route, size) => session.visit(route, size)),

  open: async ({ session }, provide) => {
    const opened: Page[] = [];
    await provide(async (route, options) => {
      const loaded = await session.open(route, options);
      opened.push(loaded.page);
      return loaded;
    });
    for (const page of opened) if (!page.isClosed()) await page.close();
  },

  newTab: async ({ session }, provide) => {
    const opened: Page[] = [];
    await provide(async () => {
      const page = await session.context.newPage();
      opened.push(page);
      return page;
    });
    for (const page of opened) if (!page.isClosed()) await page.close();
  },

  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
  form: async ({}, provide) => provide(new FormService()),
});

export { expect };
