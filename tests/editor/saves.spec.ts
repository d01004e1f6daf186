// Every entry of every collection opens, previews and saves: an edit typed and undone, then a save, writes the file
// back byte for byte. The list of entries comes from the editor's configuration and the content folder. Each test
// leaves its entry saved: a worker's tests go from entry to entry in one signed-in tab, as the marketer does.
import fs from 'node:fs';
import path from 'node:path';
import { cmsConfig } from '../../tooling/cms/config.ts';
import { changedLines } from '../changedLines.ts';
import { expect, testInOneTab as test, toList } from './fixtures.ts';
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
  // Each test puts its file back: the entries are shared out among the workers, each with its own copy.
  test.describe.configure({ mode: 'parallel' });

  test('is listed', () => {
    expect(ENTRIES.length).toBeGreaterThan(20);
  });

  // The first entry of each collection also has its edit undone in the editor and saved again; the others are put
  // back on disk, which keeps this file's time in the test run reasonable.
  const firsts = new Set(config.collections.map((collection) => ENTRIES.find(([name]) => name === collection.name)?.[1]));

  for (const [collection, slug, file] of ENTRIES) {
    test(`${collection}/${slug} opens, previews, saves an edit as one line${firsts.has(slug) ? ', then the edit undone as it was' : ''}`, async ({
      editor,
      dev,
    }) => {
      const before = dev.read(file);
      await editor.open(collection, slug);
      await expect(editor.preview.locator('body')).not.toBeEmpty();
      // No error page (the site's settings show the error page's title as one of their values, in a table).
      await expect(editor.preview.getByRole('heading', { name: /Unexpected Application Error|Hey developer/ })).toHaveCount(0);
      const line = editor.firstLine;
      const value = await line.inputValue();
      expect(value).not.toBe('');
      // The same text with its first letter's case changed: no rule's limit can refuse it.
      const first = value.charAt(0);
      const edited = (first === first.toUpperCase() ? first.toLowerCase() : first.toUpperCase()) + value.slice(1);
      expect(edited).not.toBe(value);
      await editor.type(line, edited);
      await editor.publish();
      await editor.saved();
      const changed = dev.read(file);
      expect(changed).toContain(edited);
      expect(changedLines(before, changed)).toBe(1);
      await expect(editor.preview.getByText(TEXTS.previewErrorTitle)).toHaveCount(0);
      expect(editor.errors).toEqual([]);
      if (!firsts.has(slug)) {
        fs.writeFileSync(dev.file(file), before);
        return;
      }

      // Opened again from its collection, as the marketer comes back to it: the edit undone, saved. The list is read
      // first, as a marketer would, the editor done with loading it (on the way to « Ajouter » it loads itself again
      // when the save changed its configuration, src/admin/addresses.ts).
      await toList(editor.page, `${dev.origin}/admin/#/collections/${collection}`);
      await editor.open(collection, slug);
      await expect(line).toHaveValue(edited);
      await editor.type(line, value);
      await editor.publish();
      await editor.saved();
      expect(dev.read(file)).toBe(before);
      expect(editor.errors).toEqual([]);
    });
  }
});
