import fs from 'node:fs';
import path from 'node:path';
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { SITE_WIDE_HEADERS } from '../../tooling/build/pages.ts';
import { hostAnswer, HOSTS } from '../../tooling/server/static-host.ts';
import {
  HOME_PATH,
  REQUEST_PATH,
  ROUTES,
  browserSession,
  content,
  navigate,
  settled,
  legalPath,
  redirection,
  routesOfKind,
  samplePath,
  scrollToPortfolio,
  served,
  tradePath,
  uncachedCarousel,
  until,
  url,
} from './helpers.mjs';

const SITE = (process.env.SITE_URL || content.site.url).replace(/\/$/, '');

function head(html) {
  const meta = (attr, name) => html.match(new RegExp(`<meta ${attr}="${name}" content="([^"]*)"`))?.[1];
  return {
    title: html.match(/<title>([^<]*)<\/title>/)?.[1],
    description: meta('name', 'description'),
    canonical: html.match(/<link rel="canonical" href="([^"]*)"/)?.[1],
    og: Object.fromEntries(
      ['title', 'description', 'url', 'type', 'image', 'locale', 'site_name'].map((k) => [k, meta('property', `og:${k}`)]),
    ),
    twitter: meta('name', 'twitter:card'),
    robots: meta('name', 'robots'),
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1])),
  };
}

describe('search engines', () => {
  const pages = new Map();
  before(async () => {
    for (const route of ROUTES) pages.set(route, head(await (await served(route)).text()));
  });

  test('every route has a unique title and description, a canonical address, Open Graph and Twitter tags', () => {
    const titles = new Set();
    const descriptions = new Set();
    for (const [route, h] of pages) {
      assert.ok(h.title && h.description, route);
      titles.add(h.title);
      descriptions.add(h.description);
      const expected = `${SITE}${route}`;
      assert.equal(h.canonical, expected, route);
      assert.equal(h.og.url, expected, route);
      assert.equal(h.og.locale, 'fr_FR');
      assert.equal(h.og.site_name, content.site.brand);
      assert.ok(h.og.title && h.og.description && h.og.type, route);
      assert.match(h.og.image, new RegExp(`^${SITE}/`));
      assert.equal(h.twitter, 'summary_large_image');
      assert.equal(h.robots, undefined, `${route} is indexable`);
    }
    assert.equal(titles.size, ROUTES.length, 'unique titles');
    assert.equal(descriptions.size, ROUTES.length, 'unique descriptions');
  });

  test('every page describes the agency; trade pages add a Service and a breadcrumb; /demande claims nothing else', () => {
    for (const [route, h] of pages) {
      const org = h.jsonLd.find((t) => t['@type'] === 'ProfessionalService');
      assert.ok(org, route);
      assert.equal(org.name, content.site.brand);
      assert.equal(org.telephone, content.site.phone);
      assert.equal(org.email, content.site.email);
      const types = h.jsonLd.map((t) => t['@type']).sort();
      if (routesOfKind('trade').includes(route)) assert.deepEqual(types, ['BreadcrumbList', 'ProfessionalService', 'Service']);
      else assert.deepEqual(types, ['ProfessionalService'], route);
    }
  });

  test(`sitemap.xml lists exactly the ${ROUTES.length} public routes; robots.txt names it`, async () => {
    const xml = await (await fetch(url('/sitemap.xml'))).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]).sort();
    assert.deepEqual(locs, ROUTES.map((r) => `${SITE}${r}`).sort());
    const robots = await (await fetch(url('/robots.txt'))).text();
    assert.match(robots, new RegExp(`Sitemap: ${SITE}/sitemap.xml`));
  });

  test('canonical addresses, sitemap entries and internal links are served as they are by every host', async () => {
    const dir = process.env.E2E_DIR ?? 'build/client';
    const isFile = (sitePath) => fs.statSync(path.join(dir, sitePath), { throwIfNoEntry: false })?.isFile() ?? false;
    const xml = await (await fetch(url('/sitemap.xml'))).text();
    const addresses = new Set([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]));
    for (const h of pages.values()) addresses.add(h.canonical).add(h.og.url);
    for (const route of ROUTES) {
      const html = await (await served(route)).text();
      for (const [, href] of html.matchAll(/<a [^>]*href="(\/[^"#?]*)/g)) addresses.add(`${SITE}${href}`);
    }
    assert.ok(addresses.size > ROUTES.length, 'links found beside the pages');
    for (const address of addresses) {
      const sitePath = new URL(address).pathname;
      for (const host of HOSTS) assert.equal(hostAnswer(host, sitePath, isFile).status, 200, `${host} serves ${sitePath} as is`);
      assert.equal((await served(sitePath)).status, 200, sitePath);
    }
  });

  test('the other form of an address redirects to the page, and unknown paths are real 404s', async () => {
    for (const route of [legalPath(content.allLegals[0].slug), samplePath(content.allSamples[0].slug), REQUEST_PATH]) {
      const response = await served(route.slice(0, -1));
      assert.deepEqual(redirection(response), { permanent: true, location: route });
    }
    assert.equal((await served(tradePath('plombier-inconnu'))).status, 404);
    assert.equal((await served(samplePath('inconnu'))).status, 404);
  });

  test('a production build is indexable, asks for HTTPS and keeps no preview header', async () => {
    const robots = await (await fetch(url('/robots.txt'))).text();
    assert.match(robots, /Allow: \//);
    const response = await served(HOME_PATH);
    for (const [name, value] of SITE_WIDE_HEADERS.production) assert.equal(response.headers.get(name), value);
    for (const [name] of SITE_WIDE_HEADERS.preview) assert.equal(response.headers.get(name), null);
  });
});

describe('security headers', () => {
  let session;
  before(async () => (session = await browserSession()));
  after(() => session.close());

  test('pages carry their CSP and the other headers; hashed assets are cached for a year', async () => {
    const response = await fetch(url('/'));
    assert.match(response.headers.get('content-security-policy') ?? '', /frame-ancestors 'none'/);
    const html = await response.text();
    const metas = [...html.matchAll(/<meta http-equiv="Content-Security-Policy" content="([^"]+)"/g)];
    assert.equal(metas.length, 1);
    assert.ok(html.indexOf(metas[0][0]) < html.indexOf('<script'), 'the policy comes before every script');
    const csp = metas[0][1];
    assert.match(csp, /default-src 'self'/);
    assert.doesNotMatch(csp, /unsafe-eval/);
    assert.doesNotMatch(csp.match(/script-src[^;]*/)?.[0] ?? '', /unsafe-inline/);
    assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
    assert.ok(response.headers.get('referrer-policy'));
    assert.ok(response.headers.get('permissions-policy'));
    assert.equal(response.headers.get('cache-control'), 'no-cache');
    const asset = html.match(/\/assets\/[^"]+\.js/)?.[0];
    assert.equal((await fetch(url(asset))).headers.get('cache-control'), 'public, max-age=31536000, immutable');
  });

  test('every page has its own policy and is never cached stale, through a handful of _headers rules', async () => {
    for (const route of ROUTES) {
      const response = await fetch(url(route));
      assert.equal(response.headers.get('cache-control'), 'no-cache', route);
      assert.equal(response.headers.get('cross-origin-opener-policy'), 'same-origin', route);
      assert.match(
        await response.text(),
        /<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src ('self'|'none')/,
        route,
      );
    }
  });

  test('no CSP violation on any route, while carousels, video and form run', async () => {
    // One page for every route: what it listens to and intercepts holds across its navigations.
    const page = await session.context.newPage();
    const violations = [];
    await page.exposeFunction('reportViolation', (v) => violations.push(v));
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (e) => window.reportViolation(`${e.violatedDirective} ${e.blockedURI}`)),
    );
    await uncachedCarousel(page);
    await page.route(`${content.site.form.endpoint}*`, (r) => r.fulfill({ status: 200, body: '{}' }));
    for (const route of [...ROUTES, '/page-inconnue']) {
      violations.length = 0;
      await navigate(page, route);
      if (route === HOME_PATH) {
        await scrollToPortfolio(page);
        await page.locator('video').evaluate((v) => v.play().catch(() => {}));
        await page.waitForTimeout(3500); // the portfolio moves once (every 3 s) while the video plays
      }
      if (route === tradePath(content.allTrades.find((t) => !t.locked).slug))
        await page.getByRole('button', { name: content.site.carousel.next }).click();
      if (route === REQUEST_PATH)
        await page.evaluate((endpoint) => fetch(endpoint, { method: 'POST', body: '{}' }), content.site.form.endpoint);
      await settled(page);
      const blocked = violations.filter((v) => !v.includes('images.unsplash.com'));
      assert.deepEqual(blocked, [], route);
    }
    // The listener hears a violation: an image from a host the policy does not name.
    await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<img src="https://ailleurs.example/x.png" alt="">'));
    await until(() => violations.some((v) => v.includes('ailleurs.example')), 'the planted violation');
    await page.close();
  });
});
