// One word of a legal page's text changed in the editor changes that line of the file, and nothing else (issue 49,
// point 8): the list around it, its links built from the settings and its placeholders in brackets stay byte for
// byte, though Decap writes the whole body anew in its own spelling. The line comes from the copy's content.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** A list item of a legal page without a link, in a list that has links and placeholders in brackets. */
function target(): { legal: string; line: string } {
  for (const file of fs.readdirSync(path.join(ROOT, 'content/legal')).sort()) {
    const text = fs.readFileSync(path.join(ROOT, 'content/legal', file), 'utf8');
    for (const [list] of text.matchAll(/^(?:- .*\n)+/gm)) {
      const line = list.split('\n').find((item) => /^- [^[\]{}*]+ : \[[^\]]+\]$/.test(item));
      if (line && list.includes('](') && list.includes('{')) return { legal: file.replace(/\.md$/, ''), line };
    }
  }
  throw new Error('no legal page has a list with links, tokens and a placeholder in brackets');
}

test('a word of a list item of a legal page, double-clicked and retyped, changes that line of the file alone', async ({ editor, dev }) => {
  const { legal, line } = target();
  const word = /\p{L}{4,}/u.exec(line)?.[0] ?? '';
  const retyped = word.toUpperCase();
  const file = `content/legal/${legal}.md`;
  const before = dev.read(file);
  await editor.open('legal', legal);
  // The item as the rich text editor shows it (its text without the list marker), and the word in it.
  const item = editor.page.getByText(line.slice(2), { exact: true });
  await item.scrollIntoViewIfNeeded();
  const at = await item.evaluate((element, found) => {
    const range = document.createRange();
    const text = element.firstChild ?? element;
    const start = (text.textContent ?? '').indexOf(found);
    range.setStart(text, start);
    range.setEnd(text, start + found.length);
    const box = range.getBoundingClientRect();
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  }, word);
  await editor.page.mouse.dblclick(at.x, at.y);
  await editor.page.keyboard.type(retyped);
  await expect(editor.preview.getByText(line.slice(2).replace(word, retyped), { exact: true })).toBeVisible();
  await editor.publish();
  await editor.saved();
  expect(dev.read(file)).toBe(before.replace(`${line}\n`, `${line.replace(word, retyped)}\n`));
  expect(editor.errors).toEqual([]);
  dev.copy.write(`legal/${legal}.md`, before);
});
