// Every address of the site, in one place: routes, links, the prerender list, the sitemap, _headers, the
// scaffold and the tests all build paths here. Pure: the build tooling and the tests import it too.
//
// A page's address ends with "/" (`/demande/`): the prerender writes `demande/index.html`, which Netlify,
// Cloudflare Pages and GitHub Pages all serve at `/demande/` as is, and all three redirect `/demande` to it.

/** A page path in the site's form: `/demande` → `/demande/`; `/` stays `/`. */
export const pagePath = (path: string) => `/${path.replace(/^\/+|\/+$/g, '')}/`.replace(/^\/\/$/, '/');

export const HOME_PATH = '/';
export const REQUEST_PATH = pagePath('demande');
/** The page that lists every trade page, linked from the footer. */
export const TRADE_INDEX_PATH = pagePath('sites-internet-par-metier');

const TRADE_PREFIX = 'site-internet-';
const SAMPLES_FOLDER = 'sites';

export const tradePath = (slug: string) => pagePath(`${TRADE_PREFIX}${slug}`);
export const samplePath = (slug: string) => pagePath(`${SAMPLES_FOLDER}/${slug}`);
export const legalPath = (slug: string) => pagePath(slug);

/**
 * An internal link as content writes it (`/demande`, `/demande#formulaire`) in the site's form (`/demande/`),
 * so that marketers need not care about the slash. Files (`/cv.pdf`), anchors and other sites pass unchanged.
 */
export function pageHref(href: string): string {
  const match = /^(\/(?!\/)[^?#]*)(.*)$/.exec(href);
  if (!match) return href;
  const [, path = '/', rest] = match;
  return /\.[a-z0-9]+$/i.test(path) ? href : `${pagePath(path)}${rest}`;
}

/** The trade slug an address segment names (`site-internet-avocat` → `avocat`), if it names one. */
export const tradeSlugOf = (segment: string) => (segment.startsWith(TRADE_PREFIX) ? segment.slice(TRADE_PREFIX.length) : undefined);

/** The built file of a page, relative to the output folder: `/cgv/` → `cgv/index.html`. */
export const pageFile = (path: string) => (path === HOME_PATH ? 'index.html' : `${routePattern(path)}/index.html`);

/** The React Router pattern of an address: no leading or trailing slash. */
export const routePattern = (path: string) => path.replace(/^\/+|\/+$/g, '');

/**
 * The one route every trade page is prerendered from: a single dynamic segment whose loader keeps the segments
 * that name a trade (React Router has no partial segment such as `site-internet-:slug`). One route for the whole
 * catalogue keeps React Router's route matching and its client manifest the same size whatever the number of trades.
 */
export const TRADE_ROUTE = ':page';

/** The dynamic route every sample site is prerendered from. */
export const SAMPLE_ROUTE = `${SAMPLES_FOLDER}/:slug`;

export type PageKind = 'home' | 'request' | 'tradeIndex' | 'legal' | 'trade' | 'sample';
type SourceDoc = { slug: string; _raw: { sourceFilePath: string } };
export type SiteRoute = { path: string; kind: PageKind; slug?: string; source?: string };
export type RouteSources = { trades: readonly SourceDoc[]; samples: readonly SourceDoc[]; legals: readonly SourceDoc[] };

const fromDoc = (kind: PageKind, path: (slug: string) => string) => (doc: SourceDoc) => ({
  path: path(doc.slug),
  kind,
  slug: doc.slug,
  source: `content/${doc._raw.sourceFilePath}`,
});

/** Every public page of the site, from the content, in sitemap order. */
export function siteRoutes({ trades, samples, legals }: RouteSources): SiteRoute[] {
  return [
    { path: HOME_PATH, kind: 'home' },
    { path: REQUEST_PATH, kind: 'request' },
    { path: TRADE_INDEX_PATH, kind: 'tradeIndex' },
    ...legals.map(fromDoc('legal', legalPath)),
    ...trades.map(fromDoc('trade', tradePath)),
    ...samples.map(fromDoc('sample', samplePath)),
  ];
}

/** The addresses of every public page. */
export const routesOf = (sources: RouteSources) => siteRoutes(sources).map((route) => route.path);

/**
 * The URL patterns of _headers rules that cover every page and its data file: one per kind of page whose
 * addresses share a prefix, so the rule count stays the same whatever the size of the catalogue.
 */
export function pagePatterns(routes: readonly SiteRoute[]): string[] {
  const shared: Partial<Record<PageKind, string>> = { trade: tradePath('*'), sample: samplePath('*') };
  const patterns = routes.map((route) => {
    const prefix = shared[route.kind];
    if (prefix) return `/${routePattern(prefix)}`;
    return route.path === HOME_PATH ? HOME_PATH : `/${routePattern(route.path)}*`;
  });
  return [...new Set([...patterns, '/index.html', '/_.data', '/404.html'])];
}

/**
 * Kinds of page that load the site's script (src/islands): their route modules set `handle.script`. The home page's
 * portfolio, a trade page's carousel and the request form are islands, and campaigns land on these pages.
 */
const SCRIPTED_KINDS: readonly PageKind[] = ['home', 'request', 'trade'];

/** The addresses of the pages that load the site's script; every other page ships no JavaScript. */
export const scriptedPaths = (routes: readonly SiteRoute[]) =>
  routes.filter((route) => SCRIPTED_KINDS.includes(route.kind)).map((route) => route.path);
