// Page weight budgets, read from the build output: what each page loads before interaction, gzip-compressed.
import fs from 'node:fs';
import { htmlOf, islandWeights, kb, pageWeight } from '../../tooling/bench/page-weight.ts';
import { expect, Session, test } from './fixtures.ts';
import { HOME_PATH, REQUEST_PATH, ROUTES, routesOfKind, SCRIPTLESS as SCRIPTLESS_PAGES, TRADE_INDEX_PATH } from './site.ts';

// What a page loads before any island is due: the site's script alone, small whatever the islands (gzip).
const JS_BUDGET = 5 * 1024;
// Inline CSS on every page: only the rules its elements can match and the variables they read (a page with islands
// gets the rest once it is idle). The heaviest, a sample site, carries 6.5 KB; /demande/ 6.3 KB. A page whose styles
// were no longer trimmed (tooling/build/unusedProperties.ts) would carry 11-14 KB.
const CSS_BUDGET = 8 * 1024;
const MARKDOWN = /Cannot handle unknown node|mdast/;
const SCRIPTLESS = [...SCRIPTLESS_PAGES, '/404'];
const SITE_SCRIPT = /\/islands-[\w-]+\.js$/;

/** Every page of the build in `client` and what it loads before interaction. */
const weights = (client: string) =>
  [...ROUTES, '/404'].map((route) => {
    const html = route === '/404' ? `${client}/404.html` : htmlOf(client, route);
    return { route, html, ...pageWeight(client, html) };
  });

test('initial JS and CSS per page; what each island loads when it is due', ({ server }) => {
  const pages = weights(server.options.dir);
  // A page names the site's script (and what it imports) or nothing: no page names an island's chunk, React or Mantine.
  for (const w of pages)
    if (SCRIPTLESS.includes(w.route)) expect(w.jsFiles, `${w.route} ships no script`).toEqual([]);
    else
      expect(
        w.jsFiles.some((f) => SITE_SCRIPT.test(f.href)),
        `${w.route} names the site's script`,
      ).toBe(true);
  console.log(['route'.padEnd(34), 'JS (gzip)'.padStart(10), 'CSS (gzip)'.padStart(11)].join(' '));
  for (const w of pages) console.log([w.route.padEnd(34), kb(w.js).padStart(10), kb(w.css).padStart(11)].join(' '));
  for (const { island, bytes } of islandWeights(server.options.dir)) console.log(`island ${island}: ${kb(bytes)} when due`);
  const over = pages.filter((w) => w.js > JS_BUDGET);
  expect(
    over.map((w) => `${w.route}: ${kb(w.js)}`),
    `JS budget ${kb(JS_BUDGET)}`,
  ).toEqual([]);
  const heavy = pages.filter((w) => w.css > CSS_BUDGET);
  expect(
    heavy.map((w) => `${w.route}: ${kb(w.css)}`),
    `CSS budget ${kb(CSS_BUDGET)}`,
  ).toEqual([]);
});

test('every page is written in reading order: no part of it waits hidden for a script to move it into place', ({ server }) => {
  for (const w of weights(server.options.dir)) {
    const html = fs.readFileSync(w.html, 'utf8');
    expect(html, w.route).not.toMatch(/\$RC\(|<template id="B:|<div hidden id="S:/);
  }
});

test('Markdown is rendered at build time: no script of the build holds a Markdown renderer', ({ server }) => {
  const client = server.options.dir;
  const scripts = fs.readdirSync(`${client}/assets`).filter((f) => f.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(5);
  expect(scripts.filter((f) => MARKDOWN.test(fs.readFileSync(`${client}/assets/${f}`, 'utf8')))).toEqual([]);
});

test('no page ships the whole generated content', ({ server }) => {
  const client = server.options.dir;
  for (const w of weights(client)) {
    for (const f of w.jsFiles) {
      const code = fs.readFileSync(`${client}${f.href}`, 'utf8');
      expect(code, `${w.route} loads content in ${f.href}`).not.toMatch(/Site Internet pour (Avocat|Pharmacie)/);
    }
  }
});

// In a context of its own (Playwright's `context`): nothing in its cache, as on a first visit.
// The first paint waits for nothing but the page: styles and icons are inline, the site's script is small and asked
// for once the page has painted, and an island's chunk, React and Mantine are fetched once the page is idle, the
// island hydrated when it is due.
test('the first paint waits for no stylesheet, icon, video or island file; island code comes after it', async ({ context, server }) => {
  const firstVisit = new Session(context, server);
  for (const route of [HOME_PATH, REQUEST_PATH, routesOfKind('trade')[0] ?? '', TRADE_INDEX_PATH]) {
    const { page, errors } = await firstVisit.open(route, { width: 412, height: 823 });
    // A page without scripts is ready at its load event, which may come before the browser records its first paint.
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, { polling: 50 });
    // The site's script is asked for once the page has painted (src/islands/markup.ts): wait until it has been.
    if (!SCRIPTLESS.includes(route))
      await page.waitForFunction(
        (site) => performance.getEntriesByType('resource').some((r) => new RegExp(site).test(new URL(r.name).pathname)),
        SITE_SCRIPT.source,
        { polling: 50 },
      );
    const read = () =>
      page.evaluate(() => ({
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
        resources: performance.getEntriesByType('resource').map((r) => ({ path: new URL(r.name).pathname, start: r.startTime })),
        hydrated: [...document.querySelectorAll('[data-island-root]')].some((root) =>
          Object.keys(root).some((k) => k.startsWith('__react')),
        ),
        portfolioHydrated: Object.keys(document.querySelector('[data-island="portfolio"] [data-island-root]') ?? {}).some((k) =>
          k.startsWith('__react'),
        ),
      }));
    const { fcp, resources, hydrated, portfolioHydrated } = await read();
    expect(fcp, `${route}: no first contentful paint`).toBeGreaterThan(0);
    // Every script but the site's own (`islands-…`: its entry and the chunk the islands share with it) is island code.
    const islandCode = (path: string) => /\.js$/.test(path) && !SITE_SCRIPT.test(path);
    const early = resources.filter((r) => (/\.(css|vtt)$|\/icons\.svg$|\/media\//.test(r.path) || islandCode(r.path)) && r.start < fcp);
    expect(early, `${route}: requested before the first paint (${Math.round(fcp)} ms)`).toEqual([]);
    const scripts = resources.filter((r) => /\.js$/.test(r.path)).map((r) => r.path);
    if (SCRIPTLESS.includes(route)) expect([scripts, hydrated], `${route}: no script file, no React`).toEqual([[], false]);
    else {
      expect(
        scripts.some((path) => SITE_SCRIPT.test(path)),
        `${route}: the site's script`,
      ).toBe(true);
      // The portfolio, due when it comes near the screen, is far below a phone's first screen.
      expect(portfolioHydrated, `${route}: the portfolio hydrated on the first screen`).toBe(false);
    }
    expect(errors, route).toEqual([]);
    await page.close();
  }
});
