// @vitest-environment jsdom
import fs from 'node:fs';
import { render } from '@testing-library/react';
import { expect, test } from 'vitest';
import { derivedFile, derivedPath, widthsOf } from '../../tooling/build/images.ts';
import images from '../../src/ui/Picture/images.json';
import { derivedSrcSet, Picture } from '../../src/ui/Picture/Picture';

const manifest = images as Record<string, { widths: number[]; hash: string }>;

test('widths: the standard ones below the source, then the source itself, never wider than 1280', () => {
  expect(widthsOf(960)).toEqual([320, 480, 640, 960]);
  expect(widthsOf(500)).toEqual([320, 480, 500]);
  expect(widthsOf(2400)).toEqual([320, 480, 640, 960, 1280]);
});

test('every raster image of public/portfolio and public/steps has its derived files, and the component names them', () => {
  const sources = ['portfolio', 'steps'].flatMap((dir) => fs.readdirSync(`public/${dir}`).map((f) => `/${dir}/${f}`));
  expect(Object.keys(manifest).sort()).toEqual(sources.filter((f) => /\.(jpe?g|png|webp)$/.test(f)).sort());
  for (const [src, { widths, hash }] of Object.entries(manifest)) {
    for (const format of ['avif', 'webp'] as const) {
      const files = widths.map((w) => derivedPath(src, hash, w, format));
      for (const file of files) expect(fs.existsSync(`public${file}`), file).toBe(true);
      expect(derivedSrcSet(src, format)).toBe(files.map((f, i) => `${f} ${widths[i]}w`).join(', '));
    }
  }
});

test('the dev server’s on-demand file is the build’s: same bytes, and only for an address a source derives', async () => {
  const [src = '', { widths, hash } = { widths: [], hash: '' }] = Object.entries(manifest)[0] ?? [];
  const address = derivedPath(src, hash, widths[0] ?? 0, 'webp');
  const file = await derivedFile(address);
  expect(file && fs.readFileSync(file)).toEqual(fs.readFileSync(`public${address}`));
  expect(await derivedFile(derivedPath(src, '00000000', widths[0] ?? 0, 'webp'))).toBeUndefined();
  expect(await derivedFile(derivedPath('/portfolio/absente.jpg', hash, 320, 'webp'))).toBeUndefined();
  expect(await derivedFile(address.replace('.webp', '.gif'))).toBeUndefined();
});

test('a local image renders a <picture>: AVIF, then WebP, then the original, with its box and lazy loading', () => {
  const [src = ''] = Object.keys(manifest);
  const { container } = render(<Picture src={src} alt="Aperçu" width={640} height={400} sizes="80vw" />);
  const sources = [...container.querySelectorAll('picture > source')];
  expect(sources.map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
  for (const source of sources) expect(source.getAttribute('sizes')).toBe('80vw');
  const img = container.querySelector('picture > img');
  expect(img?.getAttribute('src')).toBe(src);
  expect([img?.getAttribute('width'), img?.getAttribute('height'), img?.getAttribute('loading')]).toEqual(['640', '400', 'lazy']);
  const eager = render(<Picture src={src} alt="" width={640} height={400} eager />).container.querySelector('img');
  expect(eager?.getAttribute('loading')).toBe('eager');
});

test('an image without derived files stays a plain <img>', () => {
  const { container } = render(<Picture src="/autre/photo.jpg" alt="" width={10} height={10} />);
  expect(container.querySelector('picture')).toBeNull();
  expect(container.querySelector('img')?.getAttribute('src')).toBe('/autre/photo.jpg');
});
