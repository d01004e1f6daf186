// Setup projects: the preview builds the `preview` and `cloudflare preview` projects serve.
import { expect, test } from '@playwright/test';
import { buildPages, PREVIEW_BUILDS } from './builds.ts';

test.setTimeout(600_000);

test('a pull request preview on GitHub Pages, under a sub-path', async () => {
  const { code, log } = await buildPages(PREVIEW_BUILDS.subpath);
  expect(code, log).toBe(0);
  expect(log).toMatch(/preview, noindex/);
});

test('a branch preview on Cloudflare Pages, from its own variables', async () => {
  const { code, log } = await buildPages(PREVIEW_BUILDS.cloudflare);
  expect(code, log).toBe(0);
  expect(log).toMatch(/Built for cloudflare-pages \(https:\/\/0123abcd\.atelier-vitrine\.pages\.dev\): preview, noindex/);
});
