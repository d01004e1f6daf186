import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { FOOTER_TRADE_LIMIT } from '../../src/content/footer.ts';
import { htmlOf } from '../../tooling/bench/page-weight.ts';
import { expect, hydrated, settled, test } from './fixtures.ts';
import {
  content,
  filled,
  HOME_PATH,
  legalPath,
  REQUEST_PATH,
  redirection,
  ROUTES,
  routesOfKind,
  samplePath,
  TRADE_INDEX_PATH,
} from './site.ts';

const notFound = filled(content.notFoundPage);
const homeHeadline = filled(content.landing.blocks.find((block) => block.type === 'Hero')?.headline);
const [legal] = content.allLegals;
/** Sample sites declare their language; every other page is French. */
const langOf = (route: string) => content.allSamples.find((sample) => samplePath(sample.slug) === route)?.lang ?? 'fr';

test.describe('every route', () => {
  test('the build holds one page per route of the content, and the not-found page', ({ server }) => {
    const dir = server.options.dir;
    // The content editor (admin/) is built apart from the site's pages.
    const pages = fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html') && !f.startsWith('admin'));
    expect(pages.sort()).toEqual([...ROUTES.map((route) => path.relative(dir, htmlOf(dir, route))), '404.html'].sort());
  });

  for (const route of ROUTES) {
    test(`${route} answers 200 as is, with its heading in the HTML, then hydrates without error`, async ({ server, visit }) => {
      const raw = await server.served(route);
      expect(raw.status).toBe(200);
      const html = await raw.text();
      expect(html).toMatch(/<h1[^>]*>[^<]+/);
      expect(html).toMatch(/<title>[^<]+<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]+"/);
      expect(html).toMatch(new RegExp(`<html lang="${langOf(route)}"`));
      const { page, errors } = await visit(route);
      await hydrated(page); // its islands, each started as a visitor starts it
      await settled(page);
      expect(await page.locator('h1').count(), 'one h1 per page').toBe(1);
      expect(errors).toEqual([]);
    });
  }

  test('an unknown path answers 404 with the not-found page and logs the path', async ({ server, open }) => {
    const raw = await fetch(server.url('/cette-page-nexiste-pas'));
    expect(raw.status).toBe(404);
    expect(await raw.text(), 'the not-found heading').toContain(notFound.heading.replaceAll("'", '&#x27;'));
    const { page, errors } = await open('/cette-page-nexiste-pas');
    await expect.poll(() => errors.some((e) => e.includes('/cette-page-nexiste-pas')), 'the logged path').toBe(true);
    await page.locator('main').getByRole('link', { name: notFound.homeLabel }).click();
    await page.waitForURL(server.url(HOME_PATH));
    await page.waitForFunction((headline) => document.querySelector('h1')?.textContent === headline, homeHeadline);
  });

  test('the other addresses GitHub Pages serves a page at show that page, at its own address', async ({ server, open }) => {
    const legalPage = legalPath(content.allLegals[0]?.slug ?? '');
    const bare = await server.served(legalPage.slice(0, -1));
    expect(redirection(bare)).toEqual({ permanent: true, location: server.url(legalPage).slice(server.origin.length) });
    /** The h1 of the page as its canonical address serves it, read by the browser of `opened`. */
    const heading = async (page: Page, route: string) => {
      const html = await (await server.served(route)).text();
      return page.evaluate((h) => new DOMParser().parseFromString(h, 'text/html').querySelector('h1')?.textContent, html);
    };
    // Every page simply shows itself there (no router moves it); its islands hydrate there too.
    for (const route of [
      HOME_PATH,
      TRADE_INDEX_PATH,
      REQUEST_PATH,
      legalPage,
      samplePath(content.allSamples[0]?.slug ?? ''),
      routesOfKind('trade')[0] ?? '',
    ]) {
      const opened = await open(`${route}index.html`);
      expect(opened.response?.status(), route).toBe(200);
      await hydrated(opened.page);
      expect(await opened.page.locator('h1').textContent(), route).toBe(await heading(opened.page, route));
      expect(opened.errors, route).toEqual([]);
      await opened.page.close();
    }
  });
});

test.describe('layout', () => {
  test('every footer link resolves', async ({ server, open }) => {
    const { page } = await open('/');
    const hrefs = await page.locator('footer a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    const internal = hrefs.filter((h) => h.startsWith('/'));
    const trades = routesOfKind('trade');
    expect(internal.filter((h) => trades.includes(h)).length).toBe(Math.min(trades.length, FOOTER_TRADE_LIMIT));
    expect(internal).toContain(TRADE_INDEX_PATH);
    for (const href of internal) expect((await server.served(href)).status, `${href} is served as is`).toBe(200);
    expect(hrefs.some((h) => /^tel:\+33\d{9}$/.test(h))).toBe(true);
    expect(hrefs.some((h) => /^mailto:.+@.+/.test(h))).toBe(true);
  });

  test('a change of path scrolls to the top', async ({ server, open }) => {
    const { page } = await open(TRADE_INDEX_PATH);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await page.locator(`footer a[href="${legalPath(legal?.slug ?? '')}"]`).click();
    await page.waitForURL(server.url(legalPath(legal?.slug ?? '')));
    await page.waitForFunction(() => window.scrollY === 0);
    expect(await page.locator('h1').textContent()).toBe(legal?.heading);
  });

  test('the header phone shows only on very wide screens', async ({ open }) => {
    const wide = await open('/', { width: 1600 });
    expect(await wide.page.locator('header a[href^="tel:"]').isVisible()).toBe(true);
    const narrow = await open('/', { width: 1440 });
    expect(await narrow.page.locator('header a[href^="tel:"]').isVisible()).toBe(false);
  });
});
