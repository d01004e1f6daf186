// Page weight budgets, read from the build output: what each page loads before interaction, gzip-compressed.
import fs from 'node:fs';
import { htmlOf, kb, pageWeight } from '../../tooling/bench/page-weight.ts';
import { expect, Session, test } from './fixtures.ts';
import { HOME_PATH, ISLANDS, ROUTES, routesOfKind, SCRIPTLESS as SCRIPTLESS_PAGES, TRADE_INDEX_PATH } from './site.ts';

const JS_BUDGET = 130 * 1024; // on / and on every trade page
const CSS_BUDGET = 20 * 1024; // on every page
const MARKDOWN = /Cannot handle unknown node|mdast/;
const SCRIPTLESS = [...SCRIPTLESS_PAGES, '/404'];

/** Every page of the build in `client` and what it loads before interaction. */
const weights = (client: string) =>
  [...ROUTES, '/404'].map((route) => {
    const html = route === '/404' ? `${client}/404.html` : htmlOf(client, route);
    return { route, html, ...pageWeight(client, html) };
  });

test('initial JS and CSS per page', ({ server }) => {
  const pages = weights(server.options.dir);
  // The figures come from the scripts each page names: every page names at least its client entry, except the pages
  // with nothing interactive, which name no script at all, and the request page, which names its form's island only.
  for (const w of pages)
    if (SCRIPTLESS.includes(w.route)) expect(w.jsFiles, `${w.route} ships no script`).toEqual([]);
    else if (ISLANDS.includes(w.route))
      expect(
        w.jsFiles.map((f) => /\/request-island-[\w-]+\.js$/.test(f.href)),
        `${w.route} names its island's script and nothing else`,
      ).toEqual([true]);
    else
      expect(
        w.jsFiles.some((f) => /\/entry\.client-/.test(f.href)),
        `${w.route} names no entry script`,
      ).toBe(true);
  console.log(['route'.padEnd(34), 'JS (gzip)'.padStart(10), 'CSS (gzip)'.padStart(11)].join(' '));
  for (const w of pages) console.log([w.route.padEnd(34), kb(w.js).padStart(10), kb(w.css).padStart(11)].join(' '));
  const over = pages.filter((w) => (w.route === HOME_PATH || routesOfKind('trade').includes(w.route)) && w.js > JS_BUDGET);
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
// React Router's scripts start loading with the page (its modulepreload links); the request form's island loads after
// the first paint; the first paint waits for none of the rest: styles and icons are inline, and the video's files load
// once the page has (or when the visitor plays it).
test('the first paint waits for no stylesheet, icon, video or island file; the request form then hydrates, the home page needs no script file', async ({
  context,
  server,
}) => {
  const firstVisit = new Session(context, server);
  for (const route of [HOME_PATH, ...ISLANDS, TRADE_INDEX_PATH]) {
    const { page, errors } = await firstVisit.open(route, { width: 412, height: 823 });
    // A page without scripts is ready at its load event, which may come before the browser records its first paint.
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, { polling: 50 });
    const { fcp, resources, hydrated, island } = await page.evaluate(() => {
      const react = (node: Element | null) =>
        Object.keys(node ?? {}).some((key) => key.startsWith('__reactFiber') || key.startsWith('__reactContainer'));
      return {
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
        resources: performance.getEntriesByType('resource').map((r) => ({ path: new URL(r.name).pathname, start: r.startTime })),
        hydrated: react(document.querySelector('h1')),
        island: react(document.querySelector('[data-island]')),
      };
    });
    expect(fcp, `${route}: no first contentful paint`).toBeGreaterThan(0);
    const early = resources.filter((r) => /\.(css|vtt)$|\/icons\.svg$|\/media\/|request-island-/.test(r.path) && r.start < fcp);
    expect(early, `${route}: requested before the first paint (${Math.round(fcp)} ms)`).toEqual([]);
    const scripts = resources.filter((r) => /\.js$/.test(r.path));
    if (SCRIPTLESS.includes(route)) expect([scripts, hydrated], `${route}: no script file, no React`).toEqual([[], false]);
    else if (ISLANDS.includes(route)) {
      expect(
        scripts.map((r) => /\/request-island-[\w-]+\.js$/.test(r.path)),
        `${route}: the island's script and no other`,
      ).toEqual([true]);
      expect({ island, hydrated }, `${route}: the form hydrated, the rest of the page left as served`).toEqual({
        island: true,
        hydrated: false,
      });
    } else {
      expect(
        scripts.some((r) => /\/entry\.client-.+\.js$/.test(r.path)),
        `${route}: the client entry never loaded`,
      ).toBe(true);
      expect(hydrated, `${route}: not hydrated`).toBe(true);
    }
    expect(errors, route).toEqual([]);
    await page.close();
  }
});
