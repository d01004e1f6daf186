import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { htmlOf } from '../../tooling/bench/page-weight.ts';
import { FOOTER_TRADE_LIMIT } from '../../src/content/footer.ts';
import { HOME_PATH, REQUEST_PATH, TRADE_INDEX_PATH, legalPath, pageOfIndexFile, samplePath } from '../../src/paths.ts';
import { ROUTES, browserSession, content, filled, hydrated, redirection, routesOfKind, served, settled, until, url } from './helpers.mjs';

const notFound = filled(content.notFoundPage);
const homeHeadline = filled(content.landing.blocks.find((block) => block.type === 'Hero')?.headline);
const [legal] = content.allLegals;
/** Sample sites declare their language; every other page is French. */
const langOf = (route) => content.allSamples.find((sample) => samplePath(sample.slug) === route)?.lang ?? 'fr';

describe('every route', () => {
  let session;
  before(async () => (session = await browserSession()));
  after(() => session.close());

  test('the build holds one page per route of the content, and the not-found page', () => {
    const dir = process.env.E2E_DIR ?? 'build/client';
    // The content editor (admin/) is built apart from the site's pages.
    const pages = fs.readdirSync(dir, { recursive: true }).filter((f) => f.endsWith('.html') && !f.startsWith('admin'));
    assert.deepEqual(pages.sort(), [...ROUTES.map((route) => path.relative(dir, htmlOf(dir, route))), '404.html'].sort());
  });

  for (const route of ROUTES) {
    test(`${route} answers 200 as is, with its heading in the HTML, then hydrates without error`, async () => {
      const raw = await served(route);
      assert.equal(raw.status, 200);
      const html = await raw.text();
      assert.match(html, /<h1[^>]*>[^<]+/);
      assert.match(html, /<title>[^<]+<\/title>/);
      assert.match(html, /<meta name="description" content="[^"]+"/);
      assert.match(html, new RegExp(`<html lang="${langOf(route)}"`));
      const { page, errors } = await session.visit(route); // hydrated when the page ships a module script
      await settled(page);
      assert.equal(await page.locator('h1').count(), 1, 'one h1 per page');
      assert.deepEqual(errors, []);
    });
  }

  test('an unknown path answers 404 with the not-found page and logs the path', async () => {
    const raw = await fetch(url('/cette-page-nexiste-pas'));
    assert.equal(raw.status, 404);
    assert.ok((await raw.text()).includes(notFound.heading.replaceAll("'", '&#x27;')), 'the not-found heading');
    const { page, errors } = await session.open('/cette-page-nexiste-pas');
    await until(() => errors.some((e) => e.includes('/cette-page-nexiste-pas')), 'the logged path');
    assert.ok(
      errors.some((e) => e.includes('/cette-page-nexiste-pas')),
      `logged: ${errors.join(' | ')}`,
    );
    await page.locator('main').getByRole('link', { name: notFound.homeLabel }).click();
    await page.waitForURL(url(HOME_PATH));
    await page.waitForFunction((headline) => document.querySelector('h1')?.textContent === headline, homeHeadline);
    await page.close();
  });

  test('the other addresses a host serves a page at show that page, at its own address', async () => {
    const legal = legalPath(content.allLegals[0].slug);
    const bare = await served(legal.slice(0, -1));
    assert.deepEqual(redirection(bare), { permanent: true, location: legal });
    /** The h1 of the page as its canonical address serves it, read by the browser of `opened`. */
    const heading = async (opened, page) => {
      const html = await (await served(page)).text();
      return opened.page.evaluate((h) => new DOMParser().parseFromString(h, 'text/html').querySelector('h1')?.textContent, html);
    };
    // Pages with scripts move to their own address before hydrating.
    for (const [address, page] of [
      [`${REQUEST_PATH}index.html`, REQUEST_PATH],
      [`${routesOfKind('trade')[0]}index.html`, routesOfKind('trade')[0]],
      ['/index', HOME_PATH],
      ['/index.html', HOME_PATH],
    ]) {
      assert.equal(pageOfIndexFile(address), page);
      const opened = await session.open(address);
      assert.equal(opened.response.status(), 200, address);
      await hydrated(opened.page);
      await opened.page.waitForURL(url(page));
      assert.equal(await opened.page.locator('h1').textContent(), await heading(opened, page), address);
      assert.deepEqual(opened.errors, [], address);
      await opened.page.close();
    }
    // Pages without scripts simply show themselves there.
    for (const page of [legal, samplePath(content.allSamples[0].slug)]) {
      const opened = await session.open(`${page}index.html`);
      assert.equal(opened.response.status(), 200, page);
      assert.equal(await opened.page.locator('h1').textContent(), await heading(opened, page), page);
      await opened.page.close();
    }
  });

  test('a client-side link to an unknown path shows the not-found page', async () => {
    const { page, errors } = await session.open(REQUEST_PATH);
    await page.evaluate(() => {
      window.history.pushState({}, '', '/nulle-part');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.waitForFunction((heading) => document.querySelector('h1')?.textContent === heading, notFound.heading);
    await until(() => errors.some((e) => e.includes('/nulle-part')), 'the logged path');
    assert.ok(
      errors.some((e) => e.includes('/nulle-part')),
      `logged: ${errors.join(' | ')}`,
    );
    await page.close();
  });
});

describe('layout', () => {
  let session;
  before(async () => (session = await browserSession()));
  after(() => session.close());

  test('every footer link resolves', async () => {
    const { page } = await session.open('/');
    const hrefs = await page.locator('footer a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    const internal = hrefs.filter((h) => h.startsWith('/'));
    const trades = routesOfKind('trade');
    assert.equal(internal.filter((h) => trades.includes(h)).length, Math.min(trades.length, FOOTER_TRADE_LIMIT));
    assert.ok(internal.includes(TRADE_INDEX_PATH));
    for (const href of internal) assert.equal((await served(href)).status, 200, `${href} is served as is`);
    assert.ok(hrefs.some((h) => /^tel:\+33\d{9}$/.test(h)));
    assert.ok(hrefs.some((h) => /^mailto:.+@.+/.test(h)));
    await page.close();
  });

  test('a change of path scrolls to the top', async () => {
    const { page } = await session.open('/');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    assert.ok((await page.evaluate(() => window.scrollY)) > 1000);
    await page.locator(`footer a[href="${legalPath(legal.slug)}"]`).click();
    await page.waitForURL(url(legalPath(legal.slug)));
    await page.waitForFunction(() => window.scrollY === 0);
    assert.equal(await page.locator('h1').textContent(), legal.heading);
    await page.close();
  });

  test('the header phone shows only on very wide screens', async () => {
    const wide = await session.open('/', { width: 1600 });
    assert.equal(await wide.page.locator('header a[href^="tel:"]').isVisible(), true);
    await wide.page.close();
    const narrow = await session.open('/', { width: 1440 });
    assert.equal(await narrow.page.locator('header a[href^="tel:"]').isVisible(), false);
    await narrow.page.close();
  });
});
