// Every local raster image reaches the browser as AVIF or WebP, in the width the screen needs.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { test } from 'node:test';
import { htmlOf } from '../../tooling/bench/page-weight.ts';
import { BASE, browserSession, ROUTES, url } from './helpers.mjs';

const CLIENT = process.env.E2E_DIR ?? 'build/client';
const LOCAL_RASTER = new RegExp(`^${BASE}(?!_img/)[^"]+\\.(jpe?g|png|webp)$`);

test('every local raster <img> of every page sits in a <picture> with AVIF and WebP srcsets that resolve', async () => {
  const checked = new Set();
  let pictures = 0;
  for (const route of ROUTES) {
    const html = fs.readFileSync(htmlOf(CLIENT, route), 'utf8');
    for (const [img, src] of html.matchAll(/<img [^>]*src="([^"]+)"[^>]*>/g)) {
      if (!LOCAL_RASTER.test(src)) continue;
      const picture = html.slice(0, html.indexOf(img)).split('<picture').at(-1) ?? '';
      assert.doesNotMatch(picture, /<\/picture>/, `${route}: ${src} outside a <picture>`);
      const sources = Object.fromEntries(
        [...picture.matchAll(/<source type="image\/(avif|webp)" srcSet="([^"]+)" sizes="[^"]+"\/>/g)].map(([, f, set]) => [f, set]),
      );
      assert.deepEqual(Object.keys(sources), ['avif', 'webp'], `${route}: ${src}`);
      assert.match(img, /width="\d+" height="\d+"/, `${route}: ${src} reserves its box`);
      for (const candidate of Object.values(sources).flatMap((set) => set.split(', ').map((c) => c.split(' ')[0]))) checked.add(candidate);
      pictures++;
    }
  }
  assert.ok(pictures >= 11, `pictures found: ${pictures}`);
  for (const file of checked) {
    const response = await fetch(`${new URL(url('/')).origin}${file}`);
    assert.equal(response.status, 200, file);
    assert.equal(response.headers.get('content-type'), file.endsWith('.avif') ? 'image/avif' : 'image/webp', file);
  }
});

test('a phone downloads the AVIF files of its width, lazily below the fold', async () => {
  const session = await browserSession();
  try {
    const { page } = await session.open('/', { width: 390, height: 844 });
    const requested = [];
    page.on('request', (request) => request.resourceType() === 'image' && requested.push(new URL(request.url()).pathname));
    assert.equal(await page.locator('picture img[loading="lazy"]').count(), await page.locator('picture img').count());
    const first = page.locator('picture img').first();
    await first.scrollIntoViewIfNeeded();
    await page.waitForFunction((img) => img.complete && img.naturalWidth > 0, await first.elementHandle());
    const current = await first.evaluate((img) => img.currentSrc);
    assert.match(current, /\/_img\/.+-(320|480)-\w+\.avif$/, current);
    assert.deepEqual(
      requested.filter((p) => /\.(jpe?g|png)$/.test(p)),
      [],
    );
    await page.close();
  } finally {
    await session.close();
  }
});
