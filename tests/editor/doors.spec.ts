// The editor opens no door (issue 38): its media upload refuses what the content check refuses, with the check's
// own words (src/check/publicFile.ts), before anything is sent; the file never reaches public/. Its local backend
// answers no other page of the machine (tooling/cms/backendGuard.ts).
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { publicFileProblem } from '../../src/check/publicFile.ts';
import { TEXTS } from '../../src/admin/texts.ts';
import { expect, phrase, test } from './fixtures.ts';

const EVIL_SVG = '<svg xmlns="http://www.w3.org/2000/svg"><script>fetch("/x")</script></svg>';

test('an SVG with a script is refused at upload, in French, and never written', async ({ editor, dev }) => {
  const { page } = editor;
  await page.getByRole('button', { name: phrase('app.header.media') }).click();
  const input = page.locator('input[type="file"]');
  await input.waitFor({ state: 'attached', timeout: 30_000 });
  const reason = publicFileProblem('piege.svg', new TextEncoder().encode(EVIL_SVG));
  expect(reason).not.toBeNull();
  const dialog = page.waitForEvent('dialog');
  await input.setInputFiles({ name: 'piege.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(EVIL_SVG) });
  const shown = await dialog;
  expect(shown.message()).toBe(TEXTS.refusedUpload('piege.svg', `${reason?.problem} ${reason?.fix}`));
  await shown.accept();
  await page.waitForTimeout(1000);
  expect(fs.existsSync(dev.file('public/media/piege.svg'))).toBe(false);
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
