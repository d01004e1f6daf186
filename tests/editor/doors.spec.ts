// The editor opens no door (issues 38, 48): its media upload refuses what public/'s rules refuse, and any SVG, with the
// check's own words (src/check/publicFile.ts), before anything is sent; the file never reaches public/. Its local backend
// answers no other page of the machine (tooling/cms/backendGuard.ts).
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { uploadedFileProblem } from '../../src/check/publicFile.ts';
import { TEXTS } from '../../src/admin/texts.ts';
import { CLEAN_SVG, RUNNING_FILES, SERVED_FILES } from '../fixtures/publicFiles.ts';
import { expect, phrase, test } from './fixtures.ts';

test('each file that could run as a page, and any SVG, is refused at upload in French, and never written', async ({ editor, dev }) => {
  const { page } = editor;
  await page.getByRole('button', { name: phrase('app.header.media') }).click();
  const input = page.locator('input[type="file"]');
  await input.waitFor({ state: 'attached', timeout: 30_000 });
  const before = fs.readdirSync(dev.file('public/media'));
  for (const { name, bytes, what } of [...RUNNING_FILES, CLEAN_SVG]) {
    const reason = uploadedFileProblem(name, bytes);
    expect(reason, what).not.toBeNull();
    const dialog = page.waitForEvent('dialog');
    // A name refused at once brings the alert up before the files are set: they are set once it is answered.
    const set = input.setInputFiles({ name, mimeType: 'application/octet-stream', buffer: bytes });
    const shown = await dialog;
    expect(shown.message(), what).toBe(TEXTS.refusedUpload(name, `${reason?.problem} ${reason?.fix}`));
    await shown.accept();
    await set;
  }
  // Then a phone photo (its gain map after the picture), which goes through: once Decap has written it, it would have
  // written the others before.
  const photo = SERVED_FILES.find(({ name }) => name === 'ultra-hdr.jpg')?.bytes ?? Buffer.alloc(0);
  await input.setInputFiles({ name: 'temoin.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect.poll(() => fs.existsSync(dev.file('public/media/temoin.jpg')), { timeout: 30_000 }).toBe(true);
  expect(fs.readFileSync(dev.file('public/media/temoin.jpg')).equals(photo)).toBe(true);
  fs.rmSync(dev.file('public/media/temoin.jpg'));
  expect(fs.readdirSync(dev.file('public/media'))).toEqual(before);
});

test('a picture the rules accept still uploads: the checked file goes on to Decap', async ({ editor, dev }) => {
  const { page } = editor;
  await page.getByRole('button', { name: phrase('app.header.media') }).click();
  const input = page.locator('input[type="file"]');
  await input.waitFor({ state: 'attached', timeout: 30_000 });
  const png = fs.readFileSync(dev.file('public/favicon-32.png'));
  await input.setInputFiles({ name: 'porte-ouverte.png', mimeType: 'image/png', buffer: png });
  await expect.poll(() => fs.existsSync(dev.file('public/media/porte-ouverte.png')), { timeout: 30_000 }).toBe(true);
  expect(fs.readFileSync(dev.file('public/media/porte-ouverte.png')).equals(png)).toBe(true);
  fs.rmSync(dev.file('public/media/porte-ouverte.png'));
});

test('a page of another local origin can neither read nor write through the editor’s backend', async ({ editor, dev }) => {
  const backend = `http://127.0.0.1:${Number(new URL(dev.origin).port) + 1}/api/v1`;
  const other = http.createServer((_req, res) =>
    res.writeHead(200, { 'Content-Type': 'text/html' }).end('<!doctype html><title>Autre</title>'),
  );
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  try {
    const page = await editor.page.context().newPage();
    await page.goto(`http://127.0.0.1:${(other.address() as AddressInfo).port}/`);
    const outcome = await page.evaluate(async (url) => {
      const read = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ action: 'getEntry', params: { branch: 'main', path: '.git/config' } }),
      }).then(
        (response) => response.text(),
        () => 'blocked',
      );
      // Without preflight: a text/plain body the browser sends as it is.
      await fetch(url, {
        method: 'POST',
        mode: 'no-cors',
        body: JSON.stringify({
          action: 'persistEntry',
          params: {
            branch: 'main',
            entry: { slug: 'x', path: 'content/trades/piege.md', raw: '---\nname: Piège\n---\n' },
            assets: [],
            options: { collectionName: 'trades', commitMessage: 'x', useWorkflow: false, status: 'draft' },
          },
        }),
      }).catch(() => undefined);
      return read;
    }, backend);
    expect(outcome).toBe('blocked');
    expect(fs.existsSync(dev.file('content/trades/piege.md'))).toBe(false);
    await page.close();
  } finally {
    other.closeAllConnections();
    other.close();
  }
});
