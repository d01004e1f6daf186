// The editor opens no door (issue 38): its media upload refuses what the content check refuses, with the check's
// own words (src/check/publicFile.ts), before anything is sent; the file never reaches public/.
import fs from 'node:fs';
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
