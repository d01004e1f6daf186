// Every address of the site, in one place: routes, links, the prerender list, the sitemap, _headers, the
// scaffold and the tests all build paths here. Pure: the build tooling and the tests import it too.

export const HOME_PATH = '/';
export const REQUEST_PATH = '/demande';
/** The page that lists every trade page, linked from the footer. */
export const TRADE_INDEX_PATH = '/sites-internet-par-metier';

const TRADE_PREFIX = 'site-internet-';
const SAMPLES_FOLDER = 'sites';

export const tradePath = (slug: string) => `/${TRADE_PREFIX}${slug}`;
export const samplePath = (slug: string) => `/${SAMPLES_FOLDER}/${slug}`;
export const legalPath = (slug: string) => `/${slug}`;

/** The trade slug an address segment names (`site-internet-avocat` → `avocat`), if it names one. */
export const tradeSlugOf = (segment: string) => (segment.startsWith(TRADE_PREFIX) ? segment.slice(TRADE_PREFIX.length) : undefined);

/** The React Router pattern of an address: no leading or trailing slash. */
export const routePattern = (path: string) => path.replace(/^\/+|\/+$/g, '');

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
  const patterns = routes.map((route) => shared[route.kind] ?? (route.path === HOME_PATH ? HOME_PATH : `/${routePattern(route.path)}*`));
  return [...new Set([...patterns, '/index.html', '/_root.data', '/404.html'])];
}

/** Kinds of page with nothing interactive: their route modules set `handle.scripts = false`. */
const SCRIPTLESS_KINDS: readonly PageKind[] = ['legal', 'sample'];

/** The addresses of the pages that ship no JavaScript. */
export const scriptlessPaths = (routes: readonly SiteRoute[]) =>
  routes.filter((route) => SCRIPTLESS_KINDS.includes(route.kind)).map((route) => route.path);
