// What the build does to keep the browser's main thread short while a page loads and hydrates.
import fs from 'node:fs';
import { htmlOf } from '../../tooling/bench/page-weight.ts';
import { expect, hydrated, settled, test } from './fixtures.ts';
import { ROUTES } from './site.ts';

const pagesOf = (client: string) => [...ROUTES.map((route) => [route, htmlOf(client, route)]), ['/404', `${client}/404.html`]];

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
  // Mantine gives its fields new ids once the page has hydrated: whatever the ids, each field keeps its label
  // and its descriptions.
  test('the request form stays labelled after hydration: every field has its label, every description exists', async ({ open }) => {
    const { page } = await open('/demande');
    await hydrated(page);
    await settled(page);
    const live = await page.evaluate(() => {
      const fields = [...document.querySelectorAll<HTMLInputElement>('form input:not([type=hidden]), form textarea')];
      const described = fields.flatMap((el) => (el.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean));
      return {
        fields: fields.length,
        unlabelled: fields.filter((el) => !el.labels?.length).map((el) => el.name || el.id),
        missing: described.filter((id) => !document.getElementById(id)),
        duplicated: fields.map((el) => el.id).filter((id, i, ids) => ids.indexOf(id) !== i),
      };
    });
    expect(live.fields, 'the form has its fields').toBeGreaterThanOrEqual(5);
    expect(live.unlabelled).toEqual([]);
    expect(live.missing).toEqual([]);
    expect(live.duplicated).toEqual([]);
  });
});
