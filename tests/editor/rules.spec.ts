// The build's rules, in the editor: what the content check refuses is refused before it is written, with the
// same French words under the field; a save changes only the lines of what was changed; an optional block may stay
// empty; an error never stays on a field once it is fixed. Labels and messages come from the schema and the rules.
import fs from 'node:fs';
import path from 'node:path';
import { labelOf, rulesOf } from '../../schema/fields.ts';
import { FIELDS } from '../../src/check/document.ts';
import { REQUIRED_FIX, requiredMessage } from '../../src/check/field.ts';
import { TEXTS } from '../../src/admin/texts.ts';
import { expect, phrase, test } from './fixtures.ts';
import { changedLines } from '../changedLines.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const TRADE = fs.readdirSync(path.join(ROOT, 'content/trades')).sort()[0]?.replace(/\.md$/, '') ?? '';
/** A sample site without a back link in its header. */
const SAMPLE =
  fs
    .readdirSync(path.join(ROOT, 'content/samples'))
    .sort()
    .find((file) => !/\n {4}back:/.test(fs.readFileSync(path.join(ROOT, 'content/samples', file), 'utf8')))
    ?.replace(/\.yaml$/, '') ?? '';
const tradeFile = `content/trades/${TRADE}.md`;

/** The label the editor shows for a schema field (`Trade.headline`). */
function label(rule: string): string {
  const found = FIELDS.get(rule);
  if (!found) throw new Error(`no field ${rule}`);
  return labelOf(found.field.description, found.name).label;
}

test.describe('the build’s rules, before a save', () => {
  test('a 500-character headline, a javascript: link and a missing image are refused in French, and the file is unchanged', async ({
    editor,
    dev,
  }) => {
    const before = dev.read(tradeFile);
    await editor.open('trades', TRADE);

    const headline = editor.field(label('Trade.headline'));
    const original = await headline.inputValue();
    const max = rulesOf(FIELDS.get('Trade.headline')?.field).maxLength ?? 0;
    await editor.type(headline, 'x'.repeat(500));
    await expect(editor.page.getByText(`Ce texte fait 500 caractères ; ${max} au plus sont permis`)).toBeVisible();
    await editor.refused(tradeFile, before, TEXTS.refusedField(label('Trade.headline'), 'Ce texte fait 500 caractères'));
    await editor.type(headline, original);
    await expect(editor.page.getByText('Ce texte fait 500 caractères')).toHaveCount(0);

    const link = editor.field(label('Cta.href')).first();
    const href = await link.inputValue();
    await editor.type(link, 'javascript:alert(1)');
    await expect(
      editor.page.getByText('L’adresse « javascript:alert(1) » commence par « javascript: », qui n’est pas permis'),
    ).toBeVisible();
    await editor.refused(
      tradeFile,
      before,
      TEXTS.refusedField(label('Cta.href'), 'L’adresse « javascript:alert(1) » commence par « javascript: »'),
    );
    await editor.type(link, href);

    editor.page.once('dialog', (dialog) => void dialog.accept('/portfolio/absente.jpg'));
    await editor.page
      .getByRole('button', { name: phrase('editor.editorWidgets.image.chooseUrl') })
      .first()
      .click();
    await expect(editor.page.getByText('Le fichier « /portfolio/absente.jpg » n’existe pas dans public/')).toBeVisible();
    await editor.refused(tradeFile, before, 'Le fichier « /portfolio/absente.jpg » n’existe pas dans public/');
    expect(editor.errors).toEqual([]);
  });

  test('a required field left empty is refused with the build’s words, and once filled the error is gone, shown or not', async ({
    editor,
    dev,
  }) => {
    const before = dev.read(tradeFile);
    await editor.open('trades', TRADE);
    const headline = editor.field(label('Trade.headline'));
    const original = await headline.inputValue();
    await editor.type(headline, '');
    const message = `${requiredMessage(label('Trade.headline'))} ${REQUIRED_FIX}`;
    await editor.refused(tradeFile, before, TEXTS.refusedField(label('Trade.headline'), message));
    await expect(editor.page.getByText(message, { exact: true })).toBeVisible();
    // The preview hidden and shown again: nothing of the refused save stays behind.
    await editor.page.getByRole('button', { name: phrase('editor.editorInterface.togglePreview') }).click();
    await editor.type(headline, original);
    await editor.page.getByRole('button', { name: phrase('editor.editorInterface.togglePreview') }).click();
    await expect(editor.page.getByText(message)).toHaveCount(0);
    // Back as it was: nothing left to save, nothing written.
    await expect(editor.page.getByText(phrase('editor.editorToolbar.changesSaved'))).toBeVisible();
    expect(dev.read(tradeFile)).toBe(before);
  });
});

test.describe('readable diffs', () => {
  test('one word of a trade’s headline changes one line', async ({ editor, dev }) => {
    const before = dev.read(tradeFile);
    await editor.open('trades', TRADE);
    const headline = editor.field(label('Trade.headline'));
    const original = await headline.inputValue();
    await editor.type(headline, `${original} certifié`);
    await editor.publish();
    await editor.saved();
    const after = dev.read(tradeFile);
    expect(changedLines(before, after)).toBe(1);
    expect(after).toContain(`${original} certifié`);
    dev.copy.write('trades/' + path.basename(tradeFile), before);
  });

  test('an edit of the landing page keeps its comments and changes one line', async ({ editor, dev }) => {
    const file = 'content/pages/landing.yaml';
    const before = dev.read(file);
    const comments = (text: string) => text.split('\n').filter((line) => line.trimStart().startsWith('#'));
    expect(comments(before).length).toBeGreaterThan(0);
    await editor.open('pages', 'landing');
    const title = editor.firstLine;
    const original = await title.inputValue();
    await editor.type(title, `${original.slice(0, 40)} !`);
    await editor.publish();
    await editor.saved();
    const after = dev.read(file);
    expect(comments(after)).toEqual(comments(before));
    expect(changedLines(before, after)).toBe(1);
    dev.copy.write('pages/landing.yaml', before);
  });

  test('a word added to a legal page’s text rewrites that paragraph only', async ({ editor, dev }) => {
    const legal = fs.readdirSync(path.join(ROOT, 'content/legal')).sort()[0]?.replace(/\.md$/, '') ?? '';
    const file = `content/legal/${legal}.md`;
    const before = dev.read(file);
    const paragraph = before
      .split('\n\n')
      .find((block) => /^[A-ZÀ-Ý][^[\]*#\n]{40,}\.$/.test(block))
      ?.slice(0, 30);
    if (!paragraph) throw new Error(`${file}: no plain paragraph to edit`);
    await editor.open('legal', legal);
    await editor.page.getByText(paragraph).first().click();
    await editor.page.keyboard.press('End');
    await editor.page.keyboard.type(' Mot ajouté.');
    await editor.publish();
    await editor.saved();
    const after = dev.read(file);
    expect(after).toContain('Mot ajouté.');
    expect(changedLines(before, after)).toBe(1);
    dev.copy.write(`legal/${legal}.md`, before);
  });
});

test.describe('optional blocks', () => {
  test('a sample’s back link may stay empty; filled in half, it asks for the rest; emptied again, it leaves the file', async ({
    editor,
    dev,
  }) => {
    const file = `content/samples/${SAMPLE}.yaml`;
    const before = dev.read(file);
    await editor.open('samples', SAMPLE);
    await editor.page
      .getByRole('button', { name: phrase('editor.editorWidgets.object.expand') })
      .first()
      .click();
    // An optional block's fields are marked « facultatif » after their label: the block may stay empty.
    const optional = (rule: string) => new RegExp(`^${label(rule)} \\(${phrase('editor.editorControl.field.optional')}\\)$`);
    const back = editor.page.locator('label', { hasText: optional('SiteHeader.back') }).locator('xpath=ancestor::*[@aria-label][1]');
    const text = back.getByLabel(optional('Cta.label'));
    const link = back.getByLabel(optional('Cta.href'));
    await editor.type(text, 'Retour');
    await editor.refused(file, before, TEXTS.refusedField(label('SiteHeader.back'), requiredMessage(label('Cta.href'))));
    await expect(back.getByText(`${requiredMessage(label('Cta.href'))} ${REQUIRED_FIX}`)).toBeVisible();
    await editor.type(link, '/');
    await editor.publish();
    await editor.saved();
    expect(dev.read(file)).toMatch(/\n {4}back:\n {6}label: Retour\n {6}href: \/\n/);
    await editor.type(text, '');
    await editor.type(link, '');
    await editor.publish();
    await editor.saved();
    expect(dev.read(file)).toBe(before);
  });
});
