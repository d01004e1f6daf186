import { launchBrowser } from '../../tooling/browser.ts';
import { siteRoutes } from '../../src/paths.ts';
import * as content from '../../.contentlayer/generated/index.mjs';
import { fillTokens, siteTokens } from '../../src/content/tokens.ts';

export const ORIGIN = process.env.E2E_ORIGIN ?? 'http://127.0.0.1:4317';
export const BASE = process.env.E2E_BASE ?? '/';
export const url = (route) => `${ORIGIN}${BASE}${route.replace(/^\//, '')}`;
export { content };
export { HOME_PATH, legalPath, pageHref, pageOfIndexFile, REQUEST_PATH, samplePath, tradePath } from '../../src/paths.ts';

/** Every public page (path, kind), from the content like the build derives them. */
export const PAGES = siteRoutes({ trades: content.allTrades, samples: content.allSamples, legals: content.allLegals });
export const ROUTES = PAGES.map((page) => page.path);
export const routesOfKind = (kind) => PAGES.filter((page) => page.kind === kind).map((page) => page.path);

/** The answer to one address as the host sends it, redirects included: a page must be served as is. */
export const served = (route, init = {}) => fetch(url(route), { redirect: 'manual', ...init });

/** A permanent redirect to `location`: 301 on GitHub Pages and Netlify, 308 on Cloudflare Pages (STATIC_HOST). */
export const redirection = (response) => ({ permanent: [301, 308].includes(response.status), location: response.headers.get('location') });

/**
 * One browser for a test file. `open` gives a new page that records console errors and failed scripts; `visit` loads
 * the route in the session's one shared page instead, and costs half the CPU (a new page here costs as much as
 * loading and hydrating one): for a test that adds no listener, route or emulation of its own to the page, and that
 * leaves it open for the next visit.
 */
export async function browserSession() {
  const context = await launchBrowser();
  /** The page `open` or `visit` loaded a route in, with the errors it recorded since (other hosts' files left out: `outside`). */
  const watched = (page) => {
    const tab = { page, errors: [] };
    page.on('console', (msg) => msg.type() === 'error' && !outside(msg.location().url) && tab.errors.push(msg.text()));
    page.on('pageerror', (error) => tab.errors.push(error.message));
    return tab;
  };
  const load = async (tab, route, { width = 1280, height = 900 } = {}) => {
    const size = tab.page.viewportSize();
    if (size?.width !== width || size?.height !== height) await tab.page.setViewportSize({ width, height });
    tab.errors.length = 0;
    const response = await navigate(tab.page, route);
    return { page: tab.page, errors: tab.errors, response };
  };
  let shared;
  return {
    context,
    /** `prepare(page)`, if given, runs on the new page before it loads the route (an init script, a route). */
    async open(route, size, prepare) {
      const tab = watched(await context.newPage());
      await prepare?.(tab.page);
      return load(tab, route, size);
    },
    async visit(route, size) {
      if (!shared || shared.page.isClosed()) shared = watched(await context.newPage());
      return load(shared, route, size);
    },
    close: () => context.close(),
  };
}

/**
 * Whether an address is on another host. Stock photos cannot load on this machine (OFFLINE_ARGS in tooling/browser.ts):
 * the errors a page records leave out the console messages of such files, which are not the site's fault.
 */
export const outside = (address) => /^https?:/.test(address) && new URL(address).hostname !== '127.0.0.1';

/**
 * True once React has hydrated the page: its root container is attached, the heading carries its fiber (React has
 * claimed the server's markup) and the main thread has gone idle (the commit and its effects have run).
 */
export const hydrated = (page) =>
  page
    .waitForFunction(
      () => {
        const react = (node) => Object.keys(node ?? {}).some((k) => k.startsWith('__reactContainer') || k.startsWith('__reactFiber'));
        const heading = document.querySelector('h1');
        return (react(document.body) || react(document)) && (!heading || react(heading));
      },
      null,
      // Every 50 ms rather than every frame: polling each frame costs about 4 times the CPU, which a loaded machine lacks.
      // The cap only matters on a machine this suite overloads.
      { polling: 50, timeout: 30_000 },
    )
    .then(() => page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2_000 }))))
    .then(() => true);

/** Resolves once `check()` is true, polling every 25 ms; fails after `timeout` ms with `message`. */
export async function until(check, message = 'condition', timeout = 5_000) {
  for (const end = Date.now() + timeout; !(await check());) {
    if (Date.now() > end) throw new Error(`Timed out after ${timeout} ms waiting for ${message}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * Resolves once a loaded page is ready to be read: hydrated when it ships a module script (a page without one is
 * final as served). Cheaper than Playwright's `networkidle`, which waits for 500 ms of silence on every page.
 */
export async function ready(page) {
  if (await page.locator('script[type="module"]').count()) await hydrated(page);
}

/** Loads the route in `page` and resolves with its response once the page is ready to be read. */
export async function navigate(page, route) {
  const response = await page.goto(url(route), { waitUntil: 'load' });
  await ready(page);
  return response;
}

/** Resolves after the page has run its pending effects: one frame, then one task. */
export const settled = (page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));

/** Routes the portfolio carousel's chunk through Playwright, which bypasses the HTTP cache: its request is then seen on every page. */
export const uncachedCarousel = (page) => page.route(/PortfolioCarousel/, (route) => route.continue());

/** Scrolls the landing page to its portfolio and waits for the carousel's chunk, which loads only then. */
export async function scrollToPortfolio(page) {
  const chunk = page.waitForResponse(/PortfolioCarousel/);
  await page.locator('#previews').scrollIntoViewIfNeeded();
  await chunk;
}

/** A content value as the pages show it: its tokens such as {previewDelay} filled, as the src/content accessors do. */
export const filled = (value) => fillTokens(value, siteTokens(content.site));

/** The landing page's block of a type, tokens filled. */
export function landingBlock(type) {
  const block = content.landing.blocks.find((b) => b.type === type);
  if (!block) throw new Error(`landing.yaml has no ${type} block`);
  return filled(block);
}

/** The request page's content, tokens filled. */
export const requestContent = () => filled(content.requestPage);

/** The Content-Security-Policy a page carries in its <meta> (the build puts it first in <head>). */
export const pagePolicy = (html) => html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]+)"/)?.[1] ?? '';
