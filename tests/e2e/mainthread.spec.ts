// What the build does to keep the browser's main thread short while a page loads and hydrates.
import fs from 'node:fs';
import { htmlOf } from '../../tooling/bench/page-weight.ts';
import { expect, hydrated, settled, test } from './fixtures.ts';
import { ROUTES } from './site.ts';

const COMPILE_HINT = '//# allFunctionsCalledOnLoad'; // tooling/build/client-plugins.ts
const pagesOf = (client: string) => [...ROUTES.map((route) => [route, htmlOf(client, route)]), ['/404', `${client}/404.html`]];

test('every script the browser loads starts with the compile hint, so V8 compiles it off the main thread', ({ server }) => {
  const client = server.options.dir;
  const scripts = fs.readdirSync(`${client}/assets`).filter((f) => f.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(5);
  const without = scripts.filter((f) => !fs.readFileSync(`${client}/assets/${f}`, 'utf8').startsWith(`${COMPILE_HINT}\n`));
  // The route manifest is plain data: React Router writes it itself, after the bundler.
  expect(without.filter((f) => !/^manifest-/.test(f))).toEqual([]);
});

test('no page draws an SVG file as an image of its own: logo inline, PNG favicon, WebP illustrations', ({ server }) => {
  const client = server.options.dir;
  for (const [route = '', file = ''] of pagesOf(client)) {
    const html = fs.readFileSync(file, 'utf8');
    expect(html, route).not.toMatch(/<link rel="icon"[^>]*\.svg/);
    expect(html, route).toMatch(/<link rel="icon" href="[^"]*favicon-32\.png" sizes="32x32" type="image\/png"\/>/);
    // An SVG image costs the browser a document of its own, painted on the main thread: draw it as a WebP
    // (tooling/make/illustrations.ts does it for public/steps).
    const svgImages = [...html.matchAll(/<img [^>]*src="([^"]+\.svg)"/g)].map(([, src]) => src);
    expect(svgImages, route).toEqual([]);
  }
  for (const icon of ['favicon-32.png', 'apple-touch-icon.png']) expect(fs.existsSync(`${client}/${icon}`), icon).toBe(true);
});

test.describe('hydration', () => {
  test('the request form keeps its prerendered ids: labels and descriptions stay linked to the same fields', async ({ server, open }) => {
    const html = fs.readFileSync(htmlOf(server.options.dir, '/demande'), 'utf8');
    const prerendered = [...html.matchAll(/<(?:input|textarea)[^>]* id="([^"]+)"/g)].map(([, id]) => id).sort();
    expect(prerendered.length, 'the form has its fields').toBeGreaterThanOrEqual(5);
    const { page } = await open('/demande');
    await hydrated(page);
    await settled(page);
    const live = await page.evaluate(() => ({
      ids: [...document.querySelectorAll('form input[id], form textarea[id]')].map((el) => el.id).sort(),
      unlabelled: [...document.querySelectorAll<HTMLInputElement>('form input:not([type=hidden]), form textarea')].filter(
        (el) => !el.labels?.length,
      ).length,
    }));
    expect(live.ids).toEqual(prerendered);
    expect(live.unlabelled).toBe(0);
  });
});
