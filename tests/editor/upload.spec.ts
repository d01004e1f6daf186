// An upload shows at once (issue 49.5): an image sent from the marketer's computer into a trade's slide shows in the
// form and in the preview before the entry is published, while the file is not on the site yet. The picture is made
// here, of a size no image of the site has, so that it is told apart from the others.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { readFrontMatter } from '../../src/check/frontMatter.ts';
import type { Locator } from '@playwright/test';
import { FIELD_ATTRIBUTE } from '../../src/ui/field.ts';
import { TEXTS } from '../../src/admin/texts.ts';
import { expect, phrase, test } from './fixtures.ts';

const WIDTH = 1203;
const HEIGHT = 677;

/** A PNG of one colour, `width` × `height`, as a camera or a screenshot tool would save one. */
function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(Buffer.concat([Buffer.from(type), data])));
    return Buffer.concat([length, Buffer.from(type), data, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, Buffer.from([32, 96, 200]))]);
  const pixels = zlib.deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The widths of the images a locator's elements show, 0 for a broken one. */
const shownWidths = (images: Locator) =>
  images.evaluateAll((elements) =>
    elements.filter((element) => element.getClientRects().length > 0).map((element) => (element as HTMLImageElement).naturalWidth),
  );

test('an image uploaded into a slide shows at once in the form and in the preview, before publishing', async ({ editor, dev }) => {
  const trade = fs.readdirSync(dev.file('content/trades')).sort()[0]?.replace(/\.md$/, '') ?? '';
  const slides = readFrontMatter(dev.read(`content/trades/${trade}.md`)).data.slides as { title: string; image: string }[];
  const name = 'capture-envoyee.png';
  await editor.open('trades', trade);
  await editor.page.getByRole('button', { name: TEXTS.openItem(slides[0]?.title ?? ''), exact: true }).click();
  await editor.page
    .getByRole('button', { name: phrase('editor.editorWidgets.image.chooseDifferent') })
    .filter({ visible: true })
    .first()
    .click();
  await editor.page.locator('input[type="file"]').setInputFiles({ name, mimeType: 'image/png', buffer: png(WIDTH, HEIGHT) });
  await editor.page.getByRole('button', { name: phrase('mediaLibrary.mediaLibraryModal.chooseSelected') }).click();

  // In the form: the field's picture is the file sent, not a broken image.
  await expect.poll(() => shownWidths(editor.page.locator('img'))).toContain(WIDTH);
  // In the preview: the slide shows it.
  const slide = editor.preview.locator(`[${FIELD_ATTRIBUTE}="slides.0.image"]`);
  await slide.scrollIntoViewIfNeeded();
  await expect.poll(() => shownWidths(slide)).toEqual([WIDTH]);
  // Not published: the site has no such file yet.
  const folder = path.dirname(dev.file(`public${slides[0]?.image ?? ''}`));
  expect(fs.existsSync(path.join(folder, name))).toBe(false);
  await expect(editor.page.getByText(phrase('editor.editorToolbar.unsavedChanges'))).toBeVisible();
  expect(editor.errors).toEqual([]);
});
