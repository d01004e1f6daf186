// Every entry of every collection opens, previews and saves: an edit typed and undone, then a save, writes the file
// back byte for byte. The list of entries comes from the editor's configuration and the content folder.
import fs from 'node:fs';
import path from 'node:path';
import { cmsConfig } from '../../tooling/cms/config.ts';
import { expect, phrase, test } from './fixtures.ts';
import { TEXTS } from '../../src/admin/texts.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const config = cmsConfig({ command: 'serve', siteUrl: '' });

/** Every entry the editor lists: [collection, slug, file]. */
const ENTRIES = config.collections.flatMap((collection): [string, string, string][] => {
  if ('folder' in collection && collection.folder)
    return fs
      .readdirSync(path.join(ROOT, collection.folder))
      .filter((file) => file.endsWith(`.${collection.extension}`))
      .sort()
      .map((file) => [collection.name, path.basename(file, path.extname(file)), `${collection.folder}/${file}`]);
  return (collection.files ?? []).map((file): [string, string, string] => [collection.name, file.name, file.file]);
});

test.describe('every entry of every collection', () => {
  test('is listed', () => {
    expect(ENTRIES.length).toBeGreaterThan(20);
  });

  for (const [collection, slug, file] of ENTRIES) {
    test(`${collection}/${slug} opens, previews and saves as it was`, async ({ editor, dev }) => {
      const before = dev.read(file);
      await editor.open(collection, slug);
      const line = editor.firstLine;
      const value = await line.inputValue();
      expect(value).not.toBe('');
      await line.fill(`${value} modifié`);
      await line.fill(value);
      await expect(editor.preview.locator('h1, h2').first()).toBeVisible();
      await editor.publish();
      await editor.saved();
      expect(dev.read(file)).toBe(before);
      await expect(editor.preview.getByText(TEXTS.previewErrorTitle)).toHaveCount(0);
      await expect(editor.page.getByText(phrase('ui.toast.missingRequiredField'))).toHaveCount(0);
      expect(editor.errors).toEqual([]);
    });
  }
});
