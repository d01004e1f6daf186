// What the build does to keep the browser's main thread short while a page loads and hydrates.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { htmlOf } from '../../tooling/bench/page-weight.ts';
import { browserSession, hydrated, ROUTES, settled } from './helpers.mjs';

const CLIENT = process.env.E2E_DIR ?? 'build/client';
const COMPILE_HINT = '//# allFunctionsCalledOnLoad'; // tooling/build/client-plugins.ts
const pages = [...ROUTES.map((route) => [route, htmlOf(CLIENT, route)]), ['/404', `${CLIENT}/404.html`]];

test('every script the browser loads starts with the compile hint, so V8 compiles it off the main thread', () => {
  const scripts = fs.readdirSync(`${CLIENT}/assets`).filter((f) => f.endsWith('.js'));
  assert.ok(scripts.length > 5);
  const without = scripts.filter((f) => !fs.readFileSync(`${CLIENT}/assets/${f}`, 'utf8').startsWith(`${COMPILE_HINT}\n`));
  // The route manifest is plain data: React Router writes it itself, after the bundler.
  assert.deepEqual(
    without.filter((f) => !/^manifest-/.test(f)),
    [],
  );
});

test('no page draws an SVG file as an image of its own: logo inline, PNG favicon, WebP illustrations', () => {
  for (const [route, file] of pages) {
    const html = fs.readFileSync(file, 'utf8');
    assert.doesNotMatch(html, /<link rel="icon"[^>]*\.svg/, route);
    assert.match(html, /<link rel="icon" href="[^"]*favicon-32\.png" sizes="32x32" type="image\/png"\/>/, route);
    // An SVG image costs the browser a document of its own, painted on the main thread: draw it as a WebP
    // (tooling/make/illustrations.ts does it for public/steps).
    const svgImages = [...html.matchAll(/<img [^>]*src="([^"]+\.svg)"/g)].map(([, src]) => src);
    assert.deepEqual(svgImages, [], route);
  }
  for (const icon of ['favicon-32.png', 'apple-touch-icon.png']) assert.ok(fs.existsSync(`${CLIENT}/${icon}`), icon);
});

describe('hydration', () => {
  let session;
  before(async () => (session = await browserSession()));
  after(() => session.close());

  test('the request form keeps its prerendered ids: labels and descriptions stay linked to the same fields', async () => {
    const html = fs.readFileSync(htmlOf(CLIENT, '/demande'), 'utf8');
    const prerendered = [...html.matchAll(/<(?:input|textarea)[^>]* id="([^"]+)"/g)].map(([, id]) => id).sort();
    assert.ok(prerendered.length >= 5, 'the form has its fields');
    const { page } = await session.open('/demande');
    await hydrated(page);
    await settled(page);
    const live = await page.evaluate(() => ({
      ids: [...document.querySelectorAll('form input[id], form textarea[id]')].map((el) => el.id).sort(),
      unlabelled: [...document.querySelectorAll('form input:not([type=hidden]), form textarea')].filter((el) => !el.labels?.length).length,
    }));
    assert.deepEqual(live.ids, prerendered);
    assert.equal(live.unlabelled, 0);
    await page.close();
  });
});
