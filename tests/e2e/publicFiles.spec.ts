// public/'s files as the hosts and the dev server send them (issue 48): with `script-src 'none'` and `sandbox`, the
// site's own pictures, video, captions and icons still reach the page, on the build (npm run serve, Cloudflare Pages'
// runtime) and on `npm run dev` (projects in playwright.config.ts); and on `npm run dev`, a file with a script put in
// public/ by hand, past the content check, runs nowhere when it is opened, at any of the dev server's addresses for it.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures.ts';
import { HOME_PATH } from './site.ts';

/**
 * The page's own pictures, once each is loaded: their address and whether they drew. Each is asked for at once (lazy
 * ones too, those of a carousel's hidden slides included): what is tested is how the files are sent, not when.
 */
async function ownPictures(page: Page) {
  await page.evaluate(() => {
    for (const img of document.images) img.loading = 'eager';
  });
  await page.waitForFunction(() => [...document.images].every((img) => img.complete), null, { polling: 100 });
  return page.evaluate(() =>
    [...document.images]
      .filter((img) => new URL(img.currentSrc || img.src, location.href).origin === location.origin)
      .map((img) => ({ src: new URL(img.currentSrc || img.src).pathname, drawn: img.naturalWidth > 0 })),
  );
}

test('the site’s own pictures, video, captions and icons load with public/’s headers', async ({ open, server }) => {
  const { page } = await open(HOME_PATH, { width: 1440, height: 900 });
  await hydrated(page);
  const pictures = await ownPictures(page);
  expect(pictures.length).toBeGreaterThan(0);
  expect(pictures.filter((picture) => !picture.drawn)).toEqual([]);
  // Dev draws each icon from public/icons.svg (<use href="/icons.svg#…">); the build inlines their symbols.
  const icons = await page.evaluate(() =>
    [...document.querySelectorAll<SVGUseElement>('svg:not(#icon-symbols) use')]
      .filter((use) => use.closest('svg')?.getClientRects().length)
      .map((use) => ({ href: use.getAttribute('href'), drawn: use.getBBox().width > 0 })),
  );
  expect(icons.length).toBeGreaterThan(0);
  expect(icons.filter((icon) => !icon.drawn)).toEqual([]);
  // The demo video plays (muted, as it has no sound), its captions load, its poster draws.
  const video = page.locator('video');
  await video.evaluate((player: HTMLVideoElement) => {
    player.muted = true;
    return player.play();
  });
  await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 0);
  await expect.poll(() => video.evaluate((player: HTMLVideoElement) => player.querySelector('track')?.readyState)).toBe(HTML_TRACK_LOADED);
  expect(await video.evaluate((player: HTMLVideoElement) => player.textTracks[0]?.cues?.length ?? 0)).toBeGreaterThan(0);
  const poster = await video.evaluate(
    (player: HTMLVideoElement) =>
      new Promise<number>((resolve) => {
        const image = new Image();
        image.onload = () => resolve(image.naturalWidth);
        image.onerror = () => resolve(0);
        image.src = player.poster;
      }),
  );
  expect(poster, `${server.host}: the poster`).toBeGreaterThan(0);
});

/** HTMLTrackElement.LOADED. */
const HTML_TRACK_LOADED = 2;

const RAN = 'exécuté';
const SCRIPT = `document.title = '${RAN}'; console.log('${RAN}');`;
/** Files that run a script when a browser opens them without the headers, each put straight into public/ by a test. */
const PLANTED: Record<string, string> = {
  'media/piege.svg': `<svg xmlns="http://www.w3.org/2000/svg"><script>${SCRIPT}</script></svg>`,
  'media/piege': `<!doctype html><title>piège</title><script>${SCRIPT}</script>`,
  'media/piege.xsd': `<?xml version="1.0"?><x><script xmlns="http://www.w3.org/1999/xhtml">${SCRIPT}</script></x>`,
  'piege.html': `<!doctype html><title>piège</title><script>${SCRIPT}</script>`,
};

test('on npm run dev, a file with a script put in public/ by hand runs nowhere when opened', async ({ newTab, server }) => {
  test.skip(!server.copy, 'files are put into the public/ of the copy that npm run dev serves');
  const publicDir = path.join(server.copy ?? '', 'public');
  const page = await newTab();
  const said: string[] = [];
  page.on('console', (message) => said.push(message.text()));
  try {
    for (const [file, text] of Object.entries(PLANTED)) fs.writeFileSync(path.join(publicDir, file), text);
    // Vite serves a new file of public/ once its watcher has seen it.
    for (const file of Object.keys(PLANTED))
      await expect
        .poll(async () => (await fetch(server.url(`/${file}`))).headers.get('content-length'))
        .toBe(String(Buffer.byteLength(PLANTED[file] ?? '')));
    for (const file of Object.keys(PLANTED))
      // As Vite serves public/: at the site's root, under /public/ from the project's root, and under /@fs/.
      for (const address of [`/${file}`, `/public/${file}`, `/@fs${fs.realpathSync(path.join(publicDir, file))}`]) {
        // A file the browser downloads instead of showing (no type, and nosniff) is not run either.
        const response = await page.goto(server.url(address)).catch((error: Error) => {
          if (/Download is starting/.test(error.message)) return null;
          throw error;
        });
        expect(await page.title(), address).not.toBe(RAN);
        expect(said, address).not.toContain(RAN);
        // Where the dev server answers at all, it answers with the hosts' policy for public/'s files.
        if (response?.ok()) expect(response.headers()['content-security-policy'], address).toMatch(/script-src 'none'; sandbox/);
      }
  } finally {
    for (const file of Object.keys(PLANTED)) fs.rmSync(path.join(publicDir, file), { force: true });
  }
});
