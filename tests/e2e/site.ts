// What the end-to-end tests expect of the site, read from the content as the build reads it: the pages and their
// addresses (src/paths.ts), the texts with their tokens filled. Only the spec's rules are written in the tests.
import * as content from 'contentlayer/generated';
import { fillTokens, siteTokens } from '../../src/content/tokens.ts';
import { scriptedPaths, siteRoutes, type PageKind } from '../../src/paths.ts';

export { content };
export { HOME_PATH, legalPath, pageFile, pageHref, REQUEST_PATH, samplePath, TRADE_INDEX_PATH, tradePath } from '../../src/paths.ts';

/** Every public page (path, kind), from the content like the build derives them. */
export const PAGES = siteRoutes({ trades: content.allTrades, samples: content.allSamples, legals: content.allLegals });
export const ROUTES = PAGES.map((page) => page.path);
export const routesOfKind = (kind: PageKind) => PAGES.filter((page) => page.kind === kind).map((page) => page.path);
/** The pages that load the site's script (src/islands): the home page, the request page, the trade pages. */
export const SCRIPTED = scriptedPaths(PAGES);
/** The pages that ship no JavaScript (the trade index, legal pages, sample sites). */
export const SCRIPTLESS = ROUTES.filter((route) => !SCRIPTED.includes(route));

/** A content value as the pages show it: its tokens such as {previewDelay} filled, as the src/content accessors do. */
export const filled = <T>(value: T): T => fillTokens(value, siteTokens(content.site));

type LandingBlock = (typeof content.landing.blocks)[number];

/** The landing page's block of a type, tokens filled. */
export function landingBlock<T extends LandingBlock['type']>(type: T): Extract<LandingBlock, { type: T }> {
  const block = content.landing.blocks.find((b): b is Extract<LandingBlock, { type: T }> => b.type === type);
  if (!block) throw new Error(`landing.yaml has no ${type} block`);
  return filled(block);
}

/** The request page's content, tokens filled. */
export const requestContent = () => filled(content.requestPage);

/** The form service's address the request form posts to. */
export const FORM_ENDPOINT = process.env.VITE_FORM_ENDPOINT || content.site.form.endpoint;

/** The Content-Security-Policy a page carries in its <meta> (the build puts it first in <head>). */
export const pagePolicy = (html: string) => /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1] ?? '';

/** A permanent redirect to `location`: 301 on GitHub Pages and Netlify, 308 on Cloudflare Pages. */
export const redirection = (response: Response) => ({
  permanent: [301, 308].includes(response.status),
  location: response.headers.get('location'),
});

/**
 * Whether an address is on another host. Stock photos cannot load on this machine (OFFLINE_ARGS in tooling/browser.ts):
 * the errors a page records leave out the console messages of such files, which are not the site's fault.
 */
export const outside = (address: string) => /^https?:/.test(address) && new URL(address).hostname !== '127.0.0.1';
