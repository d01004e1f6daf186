// What the build adds next to the prerendered pages: sitemap.xml, robots.txt and the Content-Security-Policy.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const STOCK_PHOTO_ORIGIN = 'https://images.unsplash.com';

/** Every HTML file under dir. */
function htmlFiles(dir) {
  return fs
    .readdirSync(dir, { recursive: true })
    .filter((f) => f.endsWith('.html'))
    .map((f) => path.join(dir, f));
}

/** sha256 sources of every inline script of the built pages: the only scripts allowed to run inline. */
export function inlineScriptHashes(dir) {
  const hashes = new Set();
  for (const file of htmlFiles(dir)) {
    for (const [, attributes, body] of fs.readFileSync(file, 'utf8').matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
      if (/\bsrc=/.test(attributes) || /type="application\/ld\+json"/.test(attributes)) continue;
      hashes.add(`'sha256-${crypto.createHash('sha256').update(body).digest('base64')}'`);
    }
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

/** Adds the policy to the /* block of the _headers file copied from public/, and no-cache to every page and its data. */
export function writeHeaders(dir, policy, routes) {
  const file = path.join(dir, '_headers');
  const text = fs.readFileSync(file, 'utf8').replace(/^\/\*\n/m, `/*\n  Content-Security-Policy: ${policy}\n`);
  const pages = ['/', '/index.html', '/_root.data', '/404.html', ...routes.filter((r) => r !== '/').map((r) => `${r}*`)];
  fs.writeFileSync(file, `${text}\n${pages.map((p) => `${p}\n  Cache-Control: no-cache\n`).join('')}`);
}

export function sitemap(siteUrl, routes) {
  const urls = routes.map((route) => `  <url><loc>${siteUrl}${route === '/' ? '/' : route}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** A preview is closed to crawlers; production points them to the sitemap. */
export function robots(siteUrl, preview) {
  return preview ? 'User-agent: *\nDisallow: /\n' : `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
