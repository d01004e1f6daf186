import { launchBrowser } from '../../scripts/browser.mjs';
import { siteRoutes } from '../../src/paths.ts';
import * as content from '../../.contentlayer/generated/index.mjs';

export const ORIGIN = process.env.E2E_ORIGIN ?? 'http://127.0.0.1:4317';
export const BASE = process.env.E2E_BASE ?? '/';
export const url = (route) => `${ORIGIN}${BASE}${route.replace(/^\//, '')}`;
export { content };
export { HOME_PATH, legalPath, pageOfIndexFile, REQUEST_PATH, samplePath, tradePath } from '../../src/paths.ts';

/** The 30 public pages (path, kind), from the content like the build derives them. */
export const PAGES = siteRoutes({ trades: content.allTrades, samples: content.allSamples, legals: content.allLegals });
export const ROUTES = PAGES.map((page) => page.path);
export const routesOfKind = (kind) => PAGES.filter((page) => page.kind === kind).map((page) => page.path);

/** The answer to one address as the host sends it, redirects included: a page must be served as is. */
export const served = (route, init = {}) => fetch(url(route), { redirect: 'manual', ...init });

/** A permanent redirect to `location`: 301 on GitHub Pages and Netlify, 308 on Cloudflare Pages (STATIC_HOST). */
export const redirection = (response) => ({ permanent: [301, 308].includes(response.status), location: response.headers.get('location') });

/** One browser for a test file; `open` gives a page that records console errors and failed scripts. */
export async function browserSession() {
  const context = await launchBrowser();
  return {
    context,
    async open(route, { width = 1280, height = 900 } = {}) {
      const page = await context.newPage();
      const errors = [];
      page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
      page.on('pageerror', (error) => errors.push(error.message));
      await page.setViewportSize({ width, height });
      const response = await page.goto(url(route), { waitUntil: 'networkidle' });
      return { page, errors, response };
    },
    close: () => context.close(),
  };
}

/** Console errors that are not the site's fault: stock images cannot load on this machine. */
export const siteErrors = (errors) => errors.filter((e) => !/net::ERR_BLOCKED_BY_CLIENT|Failed to load resource/.test(e));

/** True once React has hydrated the page (it attaches its root container key). */
export const hydrated = (page) =>
  page
    .waitForFunction(
      () =>
        Object.keys(document.body).some((k) => k.startsWith('__reactContainer')) ||
        Object.keys(document).some((k) => k.startsWith('__reactContainer')),
      null,
      { timeout: 10_000 },
    )
    .then(() => true);

/** Routes the portfolio carousel's chunk through Playwright, which bypasses the HTTP cache: its request is then seen on every page. */
export const uncachedCarousel = (page) => page.route(/PortfolioCarousel/, (route) => route.continue());

/** Scrolls the landing page to its portfolio and waits for the carousel's chunk, which loads only then. */
export async function scrollToPortfolio(page) {
  const chunk = page.waitForResponse(/PortfolioCarousel/);
  await page.locator('#previews').scrollIntoViewIfNeeded();
  await chunk;
}
