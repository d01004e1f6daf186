// What the build adds next to the prerendered pages: sitemap.xml, robots.txt and the Content-Security-Policy.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const STOCK_PHOTO_ORIGIN = 'https://images.unsplash.com';

/**
 * Puts each page's stylesheets inline at the top of its <head> and turns the <link> tags into print-only
 * ones, so the first paint waits for no request (React keeps the <link> elements it rendered). Returns the
 * number of pages changed.
 */
export function inlineStylesheets(dir, base = '/') {
  const pages = fs.readdirSync(dir, { recursive: true }).filter((f) => f.endsWith('.html'));
  for (const page of pages) {
    const file = path.join(dir, page);
    const css = [];
    const html = fs.readFileSync(file, 'utf8').replace(/<link rel="stylesheet" href="([^"]+)"\/>/g, (_, href) => {
      css.push(fs.readFileSync(path.join(dir, href.split('#')[0].slice(base.length)), 'utf8'));
      return `<link rel="stylesheet" href="${href}" media="print"/>`;
    });
    fs.writeFileSync(file, html.replace('<meta charSet="utf-8"/>', `<meta charSet="utf-8"/><style>${css.join('')}</style>`));
  }
  return pages.length;
}

/** sha256 sources of the inline scripts of one built page: the only scripts allowed to run inline there. */
export function inlineScriptHashes(htmlFile) {
  const hashes = new Set();
  for (const [, attributes, body] of fs.readFileSync(htmlFile, 'utf8').matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\bsrc=/.test(attributes) || /type="application\/ld\+json"/.test(attributes)) continue;
    hashes.add(`'sha256-${crypto.createHash('sha256').update(body).digest('base64')}'`);
  }
  return [...hashes].sort();
}

export function contentSecurityPolicy({ scriptHashes, formEndpoint }) {
  const formOrigin = /^https?:\/\//.test(formEndpoint) ? new URL(formEndpoint).origin : '';
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${STOCK_PHOTO_ORIGIN}`,
    "media-src 'self'",
    "font-src 'self'",
    `connect-src 'self'${formOrigin ? ` ${formOrigin}` : ''}`,
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
}

/**
 * Appends one block per page to the _headers file copied from public/: no-cache, and a Content-Security-Policy
 * holding only that page's script hashes. Pages only: a policy on every asset would add kilobytes to each response.
 */
export function writeHeaders(dir, routes, formEndpoint) {
  const file = path.join(dir, '_headers');
  const pages = [
    ['/404.html', '404.html'],
    ...routes.map((route) => [route === '/' ? '/' : `${route}*`, route === '/' ? 'index.html' : `${route.slice(1)}/index.html`]),
    ['/index.html', 'index.html'],
  ];
  const blocks = pages.map(([pattern, html]) => {
    const policy = contentSecurityPolicy({ scriptHashes: inlineScriptHashes(path.join(dir, html)), formEndpoint });
    return `${pattern}\n  Cache-Control: no-cache\n  Content-Security-Policy: ${policy}\n`;
  });
  fs.writeFileSync(file, `${fs.readFileSync(file, 'utf8')}\n${blocks.join('')}`);
}

export function sitemap(siteUrl, routes) {
  const urls = routes.map((route) => `  <url><loc>${siteUrl}${route === '/' ? '/' : route}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** A preview is closed to crawlers; production points them to the sitemap. */
export function robots(siteUrl, preview) {
  return preview ? 'User-agent: *\nDisallow: /\n' : `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
