// Previews never crash and work is never lost: a new, empty entry previews with what it has; the preview follows the
// typing; a draft left unsaved comes back from the editor's local backup; a save reaches the site's page without
// reloading the editor; an address typed from one entry to another opens that entry.
import fs from 'node:fs';
import path from 'node:path';
import { labelOf } from '../../schema/fields.ts';
import { FIELDS } from '../../src/check/document.ts';
import { readFrontMatter } from '../../src/check/frontMatter.ts';
import { tradePath } from '../../src/paths.ts';
import { TEXTS } from '../../src/admin/texts.ts';
import { expect, phrase, test } from './fixtures.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const TRADE = fs.readdirSync(path.join(ROOT, 'content/trades')).sort().at(-1)?.replace(/\.md$/, '') ?? '';
const label = (rule: string) => labelOf(FIELDS.get(rule)?.field.description, rule).label;
/** The words of React Router's own error page, which a preview must never show. */
const ROUTER_ERROR = /Unexpected Application Error|Hey developer/;

test('a new, empty trade previews with the site around it, then follows the typing, without an error page', async ({ editor }) => {
  await editor.page.goto(`${editor.dev.origin}/admin/#/collections/trades/new`);
  const headline = editor.field(label('Trade.headline'));
  await headline.waitFor();
  await expect(editor.preview.locator('header').first()).toBeVisible();
  await expect(editor.preview.locator('body')).not.toContainText(ROUTER_ERROR);
  await expect(editor.preview.getByText(TEXTS.previewErrorTitle)).toHaveCount(0);
  await editor.type(headline, 'Site Internet pour Fromager');
  await expect(editor.preview.locator('h1')).toHaveText('Site Internet pour Fromager');
  expect(editor.errors).toEqual([]);
});

for (const [which, route] of [
  ['an existing entry', `entries/${TRADE}`],
  ['a new entry', 'new'],
] as const)
  test(`${which}: a draft left unsaved comes back from the browser's backup, with its content`, async ({ editor }) => {
    const questions: string[] = [];
    // Leave the page with unsaved changes? Yes.
    editor.page.on('dialog', (dialog) => {
      questions.push(dialog.message());
      void dialog.accept();
    });
    await editor.page.goto(`${editor.dev.origin}/admin/#/collections/trades/${route}`);
    const headline = editor.field(label('Trade.headline'));
    await headline.waitFor();
    const draft = `${await headline.inputValue()} (brouillon)`;
    await editor.type(headline, draft);
    await editor.page.waitForTimeout(2000);
    await editor.page.reload();
    // On the way back, the editor's own question: take the draft back.
    await editor.page.getByRole('dialog', { name: TEXTS.draftTitle }).getByRole('button', { name: TEXTS.draftResume }).click();
    await expect(editor.field(label('Trade.headline'))).toHaveValue(draft, { timeout: 60_000 });
    await expect(editor.preview.locator('h1')).toHaveText(draft);
    // Decap's own offer, which it then loses, is never put to the marketer.
    expect(questions).not.toContain(phrase('editor.editor.confirmLoadBackup'));
  });

test('a save reaches the site’s page, and never reloads the editor', async ({ editor, dev, browser }) => {
  const file = `content/trades/${TRADE}.md`;
  const before = dev.read(file);
  await editor.open('trades', TRADE);
  await editor.page.evaluate(() => Object.assign(window, { stillHere: true }));
  const headline = editor.field(label('Trade.headline'));
  const saved = `${await headline.inputValue()} et plus`;
  await editor.type(headline, saved);
  await editor.publish();
  await editor.saved();
  await editor.page.waitForTimeout(3000);
  expect(await editor.page.evaluate(() => 'stillHere' in window)).toBe(true);

  const site = await browser.newPage();
  await expect(async () => {
    await site.goto(`${dev.origin}${tradePath(TRADE)}`);
    await expect(site.locator('h1')).toHaveText(saved, { timeout: 2000 });
  }).toPass({ timeout: 60_000 });
  await site.close();
  dev.copy.write(`trades/${TRADE}.md`, before);
});

test('an address typed from one entry straight to another opens that entry, never the first one’s values', async ({ editor, dev }) => {
  const [first, second] = fs.readdirSync(path.join(ROOT, 'content/trades')).sort();
  const nameOf = (file = '') => String(readFrontMatter(dev.read(`content/trades/${file}`)).data.name);
  const name = editor.field(label('Trade.name'));
  await editor.open('trades', first?.replace(/\.md$/, '') ?? '');
  await expect(name).toHaveValue(nameOf(first));
  await editor.open('trades', second?.replace(/\.md$/, '') ?? '');
  await expect(name).toHaveValue(nameOf(second));
  await expect(editor.preview.locator('h1')).not.toHaveText(/^$/);
  expect(editor.errors).toEqual([]);
});
