// What the build adds to and around the prerendered pages: inline styles, the icons' symbols, sitemap.xml, robots.txt
// and the Content-Security-Policy.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { IMAGE_HOSTS } from '../../src/check/addresses.ts';
import { hasIsland, siteScriptOf } from '../../src/islands/markup.ts';
import { ICON_SYMBOL_PREFIX, iconSymbolsHolder } from '../../src/ui/iconSymbols.ts';
import { assertHeadersFit, formatHeadersFile, parseHeadersFile, patternMatches, type HeadersBlock } from './headers-rules.ts';
import { trimStyles } from './unusedProperties.ts';

/** The hosts of images a page may show besides its own: one list, which the content check holds to (src/check/addresses.ts). */
export const STOCK_PHOTO_ORIGIN = IMAGE_HOSTS.join(' ');

/**
 * Finishes every prerendered page of `dir`: stylesheets inline and the symbols of its icons in it, so that its first
 * paint waits for neither, without the styles it cannot use when it loads (unusedProperties.ts); then gives the page
 * its Content-Security-Policy, which lists the hashes of its own inline scripts.
 * `scripted` lists the page files that load the site's script (src/islands): each must load that one file, which
 * must be in the build, and every other page none; a page with an island must load it. Returns the number of pages.
 */
export function finishPages(
  dir: string,
  base = '/',
  { formEndpoint = '', scripted = [] }: { formEndpoint?: string; scripted?: string[] } = {},
): number {
  const icons = iconSymbols(fs.readFileSync(path.join(dir, 'icons.svg'), 'utf8'));
  const readAsset = (href: string) => fs.readFileSync(path.join(dir, (href.split('#')[0] ?? '').slice(base.length)), 'utf8');
  const pages = fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html'));
  const unknown = scripted.filter((page) => !pages.includes(page));
  if (unknown.length) throw new Error(`Pages listed as loading the site's script are missing from the build: ${unknown.join(', ')}`);
  /**
   * A stylesheet of the build's assets with this text, named by its hash as Vite names the others (written once: pages
   * with the same styles share it); its address.
   */
  const writeRest = (css: string) => {
    const name = `assets/styles-${crypto.createHash('sha256').update(css).digest('base64url').slice(0, 8)}.css`;
    if (!fs.existsSync(path.join(dir, name))) fs.writeFileSync(path.join(dir, name), css);
    return `${base}${name}`;
  };
  const exists = (src: string) => src.startsWith(base) && fs.existsSync(path.join(dir, src.slice(base.length)));
  for (const page of pages) {
    const file = path.join(dir, page);
    const inlined = withIconSymbols(inlineStylesheets(fs.readFileSync(file, 'utf8'), readAsset), icons);
    const html = checkScripts(trimStyles(inlined, writeRest), page, {
      scripted: scripted.includes(page),
      exists,
    });
    const policy = contentSecurityPolicy({ scriptHashes: inlineScriptHashes(html), formEndpoint, modules: scripted.includes(page) });
    fs.writeFileSync(file, withPolicy(html, policy));
  }
  return pages.length;
}

/** What React Router's scripts leave in a page: no page of the site ships them (its islands hydrate on their own). */
const ROUTER_SCRIPTS: [RegExp, string][] = [
  [/window\.__reactRouter/, 'route data'],
  [/<link rel="modulepreload"/, 'modulepreload links'],
];

/** A page's inline scripts (no `src`, not JSON data): their opening tag's attributes and their text. */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
    .map(([, attributes = '', text = '']) => ({ attributes, text }))
    .filter(({ attributes }) => !/\bsrc=/.test(attributes) && !/type="application\/(ld\+)?json"/.test(attributes));

/**
 * A page's scripts, checked: no React Router script, no script file and no inline module anywhere; where the page is
 * `scripted`, the site's script loaded once, by the inline script that asks for it once the page has painted
 * (siteScriptLoader, src/islands/markup.ts), naming a file of the build; elsewhere, not at all (other inline scripts
 * run by their hash alone); an island only on a page that loads it. Returns the page as it
 * is, or the build fails naming what it found.
 */
export function checkScripts(
  html: string,
  page: string,
  { scripted, exists }: { scripted: boolean; exists: (src: string) => boolean },
): string {
  const router = ROUTER_SCRIPTS.filter(([pattern]) => pattern.test(html)).map(([, what]) => what);
  if (router.length) throw new Error(`${page} should ship no React Router script, found ${router.join(', ')}`);
  if (/<script type="module">/.test(html))
    throw new Error(`${page} has an inline module script: behaviour belongs in an island (src/islands)`);
  const files = [...html.matchAll(/<script[^>]* src="([^"]*)"/g)].map(([, src = '']) => src);
  if (files.length) throw new Error(`${page} should load no script file of its own, found ${files.join(', ')}`);
  const loaded = inlineScripts(html).flatMap(({ text }) => siteScriptOf(text) ?? []);
  if (!scripted) {
    if (loaded.length) throw new Error(`${page} should ship no scripts, found the site's script`);
    if (hasIsland(html)) throw new Error(`${page} has an island but does not load the site's script (handle.script, src/paths.ts)`);
    return html;
  }
  const [src] = loaded;
  if (loaded.length !== 1 || src === undefined)
    throw new Error(`${page} should load the site's script once, through its loader (siteScriptLoader), found ${loaded.length}`);
  if (!exists(src)) throw new Error(`${page} loads ${src}, which is not in the build`);
  return html;
}

/**
 * Puts the page's stylesheets inline at the top of its <head> and disables the <link> tags, so that the
 * browser neither waits for nor downloads them. The disabled link keeps the file's plain address (React Router marks
 * a stylesheet an island also loads with a trailing "#"): Vite's loader finds it there when the island loads, and
 * does not fetch what the page already has.
 */
// Contract: docs/framework-contracts.md#inline-stylesheets
export function inlineStylesheets(html: string, readAsset: (href: string) => string): string {
  const css: string[] = [];
  const linked = html.replace(/<link rel="stylesheet" href="([^"]+)"\/>/g, (_, href: string) => {
    css.push(readAsset(href));
    return `<link rel="stylesheet" href="${href.replace(/#$/, '')}" disabled=""/>`;
  });
  if (!css.length) return linked;
  if (!linked.includes('<meta charSet="utf-8"/>'))
    throw new Error('A page links stylesheets but has no <meta charSet> to put the styles after');
  return linked.replace('<meta charSet="utf-8"/>', `<meta charSet="utf-8"/><style>${css.join('')}</style>`);
}

/** Each <symbol> of the icon sprite (public/icons.svg), by icon name. */
export function iconSymbols(sprite: string): Map<string, string> {
  const symbols = new Map<string, string>();
  for (const [symbol, name] of sprite.matchAll(new RegExp(`<symbol id="${ICON_SYMBOL_PREFIX}([\\w-]+)"[^>]*>[\\s\\S]*?</symbol>`, 'g'))) {
    if (name) symbols.set(name, symbol);
  }
  return symbols;
}

/**
 * Puts the symbols of the icons a page refers to (`<use href="#i-…">`, src/ui/Icon.tsx) in one hidden <svg> at the
 * top of its <body>, so that its icons paint with the text, without a request; fails on an icon the sprite lacks.
 */
export function withIconSymbols(html: string, symbols: Map<string, string>): string {
  const names = [
    ...new Set([...html.matchAll(new RegExp(`<use href="#${ICON_SYMBOL_PREFIX}([\\w-]+)"`, 'g'))].map(([, name = '']) => name)),
  ];
  if (!names.length) return html;
  const used = names.map((name) => {
    const symbol = symbols.get(name);
    if (!symbol) throw new Error(`Icon "${name}" is used by a page but missing from the sprite`);
    return symbol;
  });
  const body = /<body[^>]*>/.exec(html);
  if (!body) throw new Error('A page uses icons but has no <body> to put their symbols in');
  const at = body.index + body[0].length;
  return `${html.slice(0, at)}${iconSymbolsHolder(used.join(''))}${html.slice(at)}`;
}

/** sha256 sources of the inline scripts of one page: the only scripts allowed to run inline there. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const { text } of inlineScripts(html)) hashes.add(`'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`);
  return [...hashes].sort();
}

/**
 * The page's own policy, delivered in a <meta> so that it scales to any number of pages and applies on hosts
 * that ignore _headers; a page without module scripts may run its hashed inline scripts and nothing else.
 * frame-ancestors cannot be set from a <meta>: public/_headers sends it to every path.
 */
export function contentSecurityPolicy({
  scriptHashes,
  formEndpoint,
  modules = true,
}: {
  scriptHashes: string[];
  formEndpoint: string;
  modules?: boolean;
}): string {
  const formOrigin = formOriginOf(formEndpoint);
  const scripts = [...(modules ? ["'self'"] : []), ...scriptHashes];
  return [
    "default-src 'self'",
    `script-src ${scripts.length ? scripts.join(' ') : "'none'"}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${STOCK_PHOTO_ORIGIN}`,
    "media-src 'self'",
    "font-src 'self'",
    `connect-src 'self'${formOrigin ? ` ${formOrigin}` : ''}`,
    // The request form is an HTML form first: without a script it posts to the form service itself.
    `form-action 'self'${formOrigin ? ` ${formOrigin}` : ''}`,
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
}

const CHARSET = '<meta charSet="utf-8"/>';

/** Puts the policy first in <head>, before any script or style it governs. */
export function withPolicy(html: string, policy: string): string {
  if (html.split(CHARSET).length !== 2) throw new Error(`Expected one ${CHARSET} in the page`);
  return html.replace(CHARSET, `${CHARSET}<meta http-equiv="Content-Security-Policy" content="${policy}"/>`);
}

/** Production asks browsers for HTTPS only; a preview asks crawlers to keep out, whatever page they reach. */
export const SITE_WIDE_HEADERS: Record<'production' | 'preview', [string, string][]> = {
  production: [['Strict-Transport-Security', 'max-age=63072000']],
  preview: [['X-Robots-Tag', 'noindex, nofollow']],
};

/**
 * What a page's own rule sets: never cached stale. No Cross-Origin-Opener-Policy on pages: with `same-origin`, a page
 * opened from another page's tab needs a browsing context group of its own, which Chrome starts in a renderer process
 * of its own. In Lighthouse's runs that cold start split the page's load into more, longer tasks: the sample page's
 * TBT median went from 104 to 18 ms without it (docs/performance.md). The pages hold nothing another window could
 * reach: public text, no script on most, the request form's draft in this origin's own storage. The editor, which
 * holds a GitHub token, keeps its own (`same-origin-allow-popups`, public/_headers).
 */
export const PAGE_HEADERS: [string, string][] = [['Cache-Control', 'no-cache']];

/**
 * What every file copied from public/ is sent with (images, video, captions, the icon sprite): opened on its own as a
 * document, an SVG or any file a browser would render runs no script, loads nothing and is sandboxed. A page's own
 * policy (its <meta>, with the hashes of its scripts) is not touched: these rules match no page's address. Hosts that
 * send no headers (GitHub Pages) rely on the content check alone (src/check/publicFile.ts).
 */
export const STATIC_FILE_POLICY =
  "default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'; script-src 'none'; sandbox";

/** One rule per entry of public/'s top level: `/media/*` for a folder, `/icons.svg` for a file (_headers aside). */
export function staticFilePatterns(publicDir: string): string[] {
  if (!fs.existsSync(publicDir)) return [];
  return fs
    .readdirSync(publicDir, { withFileTypes: true })
    .filter((entry) => entry.name !== '_headers' && !entry.name.startsWith('.'))
    .map((entry) => (entry.isDirectory() ? `/${entry.name}/*` : `/${entry.name}`))
    .sort();
}

/** The origin an https form endpoint posts to ('' for the dev collector's path): the pages' policies allow it. */
export const formOriginOf = (formEndpoint: string) => (/^https?:\/\//.test(formEndpoint) ? new URL(formEndpoint).origin : '');

/**
 * Adds the form service's origin to `form-action` in a policy that has the directive: the request form posts there
 * when no script runs, and every policy that applies to the page must let it (a header's and the page's <meta>).
 */
export function withFormAction(policy: string, formOrigin: string): string {
  if (!formOrigin) return policy;
  return policy
    .split(/;\s*/)
    .map((directive) => (directive.split(' ')[0] === 'form-action' ? `${directive} ${formOrigin}` : directive))
    .join('; ');
}

/** The content editor's rules in public/_headers: /admin and everything under it. */
const isEditorPattern = (pattern: string) => pattern === '/admin' || pattern.startsWith('/admin/');

type HostHeadersOptions = { preview?: boolean; editor?: boolean; publicDir?: string; formEndpoint?: string };

/**
 * What the hosts apply, from the blocks of public/_headers: the headers of this kind of deploy join the one `/*` block
 * (whose policy's `form-action` gets the form service's origin, where the request form posts without a script), the
 * editor's rules go when the build ships no editor, each kind of page gets its rule (PAGE_HEADERS, which the editor's
 * login window could not live with on /*): one pattern per kind of page (every trade page shares one), so the rule
 * count does not grow with the catalogue; and each entry of public/ gets STATIC_FILE_POLICY. The build writes these
 * blocks (writeHeaders); the dev server sends them with public/'s files (tooling/dev/publicHeaders.ts).
 */
export function hostHeaderBlocks(
  blocks: HeadersBlock[],
  patterns: string[],
  { preview = false, editor = !preview, publicDir = path.resolve('public'), formEndpoint = '' }: HostHeadersOptions = {},
): HeadersBlock[] {
  const siteWide = blocks.find((block) => block.pattern === '/*');
  if (!siteWide) throw new Error('public/_headers has no /* block to hold the headers of every address');
  siteWide.headers = siteWide.headers.map(([name, value]): [string, string] =>
    name.toLowerCase() === 'content-security-policy' ? [name, withFormAction(value, formOriginOf(formEndpoint))] : [name, value],
  );
  siteWide.headers.push(...SITE_WIDE_HEADERS[preview ? 'preview' : 'production']);
  const kept = editor ? blocks : blocks.filter((block) => !isEditorPattern(block.pattern));
  const pages = patterns.map((pattern) => ({ pattern, headers: PAGE_HEADERS }));
  // A page under a static pattern would lose its scripts: the build stops, naming both.
  for (const page of patterns)
    for (const pattern of staticFilePatterns(publicDir))
      if (patternMatches(pattern, page.replace(/\*/g, 'x')))
        throw new Error(
          `public/${pattern.slice(1).replace('/*', '/')} would send script-src 'none' to the page ${page}: rename one of them`,
        );
  // A block public/_headers already writes for a static pattern (/_img/*: its cache rule) gets the policy beside it.
  const statics = staticFilePatterns(publicDir).flatMap((pattern) => {
    const existing = kept.find((block) => block.pattern === pattern);
    if (existing) return (existing.headers.push(['Content-Security-Policy', STATIC_FILE_POLICY]), []);
    return [{ pattern, headers: [['Content-Security-Policy', STATIC_FILE_POLICY]] as [string, string][] }];
  });
  return [...kept, ...statics, ...pages];
}

/** Completes the _headers file copied from public/ into `dir` (hostHeaderBlocks). Fails when a host would ignore part of it. */
export function writeHeaders(dir: string, patterns: string[], options: HostHeadersOptions = {}): void {
  const file = path.join(dir, '_headers');
  const text = formatHeadersFile(
    hostHeaderBlocks(parseHeadersFile(fs.readFileSync(file, 'utf8')), patterns, options),
    'Written by the build from public/_headers (tooling/build/pages.ts, writeHeaders): one block per URL pattern.',
  );
  assertHeadersFit(text);
  fs.writeFileSync(file, text);
}

/** One entry per page, at its canonical address (routes are page paths from src/paths.ts). */
export function sitemap(siteUrl: string, routes: string[]): string {
  const urls = routes.map((route) => `  <url><loc>${siteUrl}${route}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** A preview is closed to crawlers; production points them to the sitemap. */
export function robots(siteUrl: string, preview: boolean): string {
  return preview ? 'User-agent: *\nDisallow: /\n' : `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
