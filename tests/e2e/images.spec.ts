// Every local raster image reaches the browser as AVIF or WebP, in the width the screen needs.
import fs from 'node:fs';
import { htmlOf } from '../../tooling/bench/page-weight.ts';
import { expect, Session, test } from './fixtures.ts';
import { ROUTES } from './site.ts';

test('every local raster <img> of every page sits in a <picture> with AVIF and WebP srcsets that resolve', async ({ server }) => {
  const localRaster = new RegExp(`^${server.base}(?!_img/)[^"]+\\.(jpe?g|png|webp)$`);
  const checked = new Set<string>();
  let pictures = 0;
  for (const route of ROUTES) {
    const html = fs.readFileSync(htmlOf(server.options.dir, route), 'utf8');
    for (const [img, src = ''] of html.matchAll(/<img [^>]*src="([^"]+)"[^>]*>/g)) {
      if (!localRaster.test(src)) continue;
      const picture = html.slice(0, html.indexOf(img)).split('<picture').at(-1) ?? '';
      expect(picture, `${route}: ${src} outside a <picture>`).not.toMatch(/<\/picture>/);
      const sources: Record<string, string> = Object.fromEntries(
        [...picture.matchAll(/<source type="image\/(avif|webp)" srcSet="([^"]+)" sizes="[^"]+"\/>/g)].map(([, f, set]) => [f, set ?? '']),
      );
      expect(Object.keys(sources), `${route}: ${src}`).toEqual(['avif', 'webp']);
      expect(img, `${route}: ${src} reserves its box`).toMatch(/width="\d+" height="\d+"/);
      for (const candidate of Object.values(sources).flatMap((set) => set.split(', ').map((c) => c.split(' ')[0] ?? '')))
        checked.add(candidate);
      pictures++;
    }
  }
  expect(pictures, `pictures found: ${pictures}`).toBeGreaterThanOrEqual(11);
  for (const file of checked) {
    const response = await fetch(`${server.origin}${file}`);
    expect(response.status, file).toBe(200);
    expect(response.headers.get('content-type'), file).toBe(file.endsWith('.avif') ? 'image/avif' : 'image/webp');
  }
});

// In a context of its own (Playwright's `context`): every image is downloaded, none comes from another test's cache.
test('a phone downloads the AVIF files of its width, lazily below the fold', async ({ context, server }) => {
  const { page } = await new Session(context, server).open('/', { width: 390, height: 844 });
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image') requested.push(new URL(request.url()).pathname);
  });
  expect(await page.locator('picture img[loading="lazy"]').count()).toBe(await page.locator('picture img').count());
  const first = page.locator('picture img').first();
  await first.scrollIntoViewIfNeeded();
  await page.waitForFunction(
    (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
    await first.elementHandle(),
  );
  const current = await first.evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(current).toMatch(/\/_img\/.+-(320|480)-\w+\.avif$/);
  expect(requested.filter((p) => /\.(jpe?g|png)$/.test(p))).toEqual([]);
});
