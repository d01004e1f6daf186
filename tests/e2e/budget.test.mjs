// Page weight budgets, read from the build output: what each page loads before interaction, gzip-compressed.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { test } from 'node:test';
import { scriptlessPaths, siteRoutes } from '../../src/paths.ts';
import { htmlOf, kb, pageWeight } from '../../tooling/bench/page-weight.ts';
import { browserSession, content, HOME_PATH, ROUTES, routesOfKind } from './helpers.mjs';

const CLIENT = process.env.E2E_DIR ?? 'build/client';
const JS_BUDGET = 130 * 1024; // on / and on every trade page
const CSS_BUDGET = 20 * 1024; // on every page
const MARKDOWN = /Cannot handle unknown node|mdast/;
const SCRIPTLESS = [
  ...scriptlessPaths(siteRoutes({ trades: content.allTrades, samples: content.allSamples, legals: content.allLegals })),
  '/404',
];

const weights = [...ROUTES, '/404'].map((route) => {
  const html = route === '/404' ? `${CLIENT}/404.html` : htmlOf(CLIENT, route);
  return { route, html, ...pageWeight(CLIENT, html) };
});

test('initial JS and CSS per page', () => {
  // The figures come from the scripts each page names: every page names at least its client entry,
  // except the pages with nothing interactive, which name no script at all.
  for (const w of weights)
    if (SCRIPTLESS.includes(w.route)) assert.deepEqual(w.jsFiles, [], `${w.route} ships no script`);
    else
      assert.ok(
        w.jsFiles.some((f) => /\/entry\.client-/.test(f.href)),
        `${w.route} names no entry script`,
      );
  console.log(['route'.padEnd(34), 'JS (gzip)'.padStart(10), 'CSS (gzip)'.padStart(11)].join(' '));
  for (const w of weights) console.log([w.route.padEnd(34), kb(w.js).padStart(10), kb(w.css).padStart(11)].join(' '));
  const over = weights.filter((w) => (w.route === HOME_PATH || routesOfKind('trade').includes(w.route)) && w.js > JS_BUDGET);
  assert.deepEqual(
    over.map((w) => `${w.route}: ${kb(w.js)}`),
    [],
    `JS budget ${kb(JS_BUDGET)}`,
  );
  const heavy = weights.filter((w) => w.css > CSS_BUDGET);
  assert.deepEqual(
    heavy.map((w) => `${w.route}: ${kb(w.css)}`),
    [],
    `CSS budget ${kb(CSS_BUDGET)}`,
  );
});

test('every page is written in reading order: no part of it waits hidden for a script to move it into place', () => {
  for (const w of weights) {
    const html = fs.readFileSync(w.html, 'utf8');
    assert.doesNotMatch(html, /\$RC\(|<template id="B:|<div hidden id="S:/, w.route);
  }
});

test('Markdown is rendered at build time: no script of the build holds a Markdown renderer', () => {
  const scripts = fs.readdirSync(`${CLIENT}/assets`).filter((f) => f.endsWith('.js'));
  assert.ok(scripts.length > 5);
  assert.deepEqual(
    scripts.filter((f) => MARKDOWN.test(fs.readFileSync(`${CLIENT}/assets/${f}`, 'utf8'))),
    [],
  );
});

test('no page ships the whole generated content', () => {
  for (const w of weights) {
    for (const f of w.jsFiles) {
      const code = fs.readFileSync(`${CLIENT}${f.href}`, 'utf8');
      assert.doesNotMatch(code, /Site Internet pour (Avocat|Pharmacie)/, `${w.route} loads content in ${f.href}`);
    }
  }
});

test('the first paint waits for no request: scripts, styles, icons and the video files load after it, then React hydrates', async () => {
  const session = await browserSession();
  try {
    for (const route of ['/', '/demande', '/site-internet-avocat']) {
      const { page, errors } = await session.open(route, { width: 412, height: 823 });
      const { fcp, resources, hydrated } = await page.evaluate(() => ({
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        resources: performance.getEntriesByType('resource').map((r) => ({ path: new URL(r.name).pathname, start: r.startTime })),
        hydrated: Object.keys(document.querySelector('h1') ?? {}).some((key) => key.startsWith('__reactFiber')),
      }));
      assert.ok(fcp > 0, `${route}: no first contentful paint`);
      const early = resources.filter((r) => /\.(js|css|vtt)$|\/icons\.svg$|\/media\//.test(r.path) && r.start < fcp);
      assert.deepEqual(early, [], `${route}: requested before the first paint (${Math.round(fcp)} ms)`);
      assert.ok(
        resources.some((r) => /\/entry\.client-.+\.js$/.test(r.path)),
        `${route}: the client entry never loaded`,
      );
      assert.equal(hydrated, true, `${route}: not hydrated`);
      assert.deepEqual(errors, [], route);
      await page.close();
    }
  } finally {
    await session.close();
  }
});
