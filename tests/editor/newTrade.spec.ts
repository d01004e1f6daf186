// A new trade page, as a marketer makes one: it opens with no error and nothing claimed saved, its lists already hold
// the items the page needs, open; an item added takes the caret; « Dupliquer » says which of the copy's own texts
// still come from the page copied. And the whole way from « Ajouter » to a published trade, every step counted.
import fs from 'node:fs';
import path from 'node:path';
import { labelOf, rulesOf } from '../../schema/fields.ts';
import { FIELDS } from '../../src/check/document.ts';
import { TEXTS } from '../../src/admin/texts.ts';
import { cmsConfig } from '../../tooling/cms/config.ts';
import type { CmsField } from '../../tooling/cms/fields.ts';
import { expect, phrase, test, type Editor } from './fixtures.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const TRADE = fs.readdirSync(path.join(ROOT, 'content/trades')).sort()[0]?.replace(/\.md$/, '') ?? '';
const trades = cmsConfig({ command: 'serve', siteUrl: '' }).collections.find((c) => c.name === 'trades');
const FORM = (trades?.fields ?? []) as CmsField[];
const label = (rule: string) => labelOf(FIELDS.get(rule)?.field.description, rule.split('.').at(-1) ?? rule).label;
const addButton = (item: string) => phrase('editor.editorWidgets.list.add').replace('%{item}', item);
/** The lists the page needs a number of items of, with that number (schema/trade.ts). */
const SIZED = FORM.flatMap((field) => {
  const items = rulesOf(FIELDS.get(String(field.rule))?.field).items;
  return field.widget === 'list' && items ? [{ field, count: items.min }] : [];
});
/** A field's mistakes as Decap shows them: a list under the field's label. */
const fieldErrors = (editor: Editor) =>
  editor.page.locator(`[aria-label="${phrase('editor.editorControl.field.widgetLabel')}"] label + ul li`);
/** The label of the field that shows first in an item of the list. */
const firstLabel = (list: CmsField) => (list.field ? list.label : (list.fields?.[0]?.label ?? ''));
/** How many items the list shows: its first field's label once per item (a one-field list's item takes the list's label). */
const itemsShown = async (editor: Editor, list: CmsField) =>
  (await editor.page.getByText(firstLabel(list), { exact: true }).count()) - (list.field ? 1 : 0);

async function newTrade(editor: Editor) {
  await editor.page.goto(`${editor.dev.origin}/admin/#/collections/trades/new`);
  await editor.field(label('Trade.name')).waitFor({ timeout: 60_000 });
}

test('a new trade opens with no error, claims nothing saved, and holds the items its page needs, open', async ({ editor }) => {
  await newTrade(editor);
  await editor.page.waitForTimeout(1000); // every field has drawn and checked its value
  await expect(fieldErrors(editor)).toHaveCount(0);
  // Decap's status under the collection's name: a blank entry was never saved.
  const status = phrase('editor.editorToolbar.changesSaved');
  await expect(editor.page.getByText(status, { exact: true })).toBeVisible();
  expect(status, 'a blank entry says nothing was saved').not.toMatch(/enregistrée?s?\s*$/i);
  expect(SIZED.length).toBeGreaterThanOrEqual(3);
  for (const { field, count } of SIZED) {
    expect(await itemsShown(editor, field), field.name).toBe(count);
    // Open: the first field of the last item is there to type in.
    await expect(editor.page.getByText(firstLabel(field), { exact: true }).last()).toBeVisible();
  }
  // The preview draws the cards, with no icon chosen yet, and the console stays quiet about it.
  expect(editor.errors).toEqual([]);
});

test('an item added to a list takes the caret: what is typed next goes into it', async ({ editor }) => {
  await newTrade(editor);
  for (const { field } of SIZED.filter(({ field }) => field.field || field.fields?.[0]?.widget === 'string')) {
    const before = await itemsShown(editor, field);
    await editor.page.getByRole('button', { name: addButton(field.label_singular ?? field.label), exact: true }).click();
    await expect.poll(() => itemsShown(editor, field)).toBe(before + 1);
    const typed = `Ajout n° ${before + 1}`;
    await editor.page.keyboard.insertText(typed);
    await expect(editor.page.getByLabel(firstLabel(field), { exact: true }).last()).toHaveValue(typed);
  }
  // A card's first field is its icon: the picker's button takes the caret.
  const cards = SIZED.find(({ field }) => field.fields?.[0]?.widget === 'icon')?.field;
  expect(cards).toBeDefined();
  if (cards) {
    await editor.page.getByRole('button', { name: addButton(cards.label_singular ?? cards.label), exact: true }).click();
    await expect(editor.page.getByLabel(firstLabel(cards), { exact: true }).last()).toBeFocused();
  }
});

test('« Dupliquer » says under the copy’s SEO texts and slides that they come from the page copied, until rewritten', async ({
  editor,
}) => {
  await editor.open('trades', TRADE);
  const name = await editor.field(label('Trade.name')).inputValue();
  await editor.page.getByRole('button', { name: phrase('editor.editorToolbar.published') }).click();
  await editor.page.getByText(phrase('editor.editorToolbar.duplicate'), { exact: true }).click();
  await editor.page.waitForURL(/\/new/);
  const seo = editor.page.getByText(TEXTS.copied([label('Seo.title'), label('Seo.description')], name), { exact: true });
  await expect(seo).toBeVisible();
  const slides = FORM.find((field) => rulesOf(FIELDS.get(String(field.rule))?.field).ownText && field.widget === 'list');
  const count = SIZED.find(({ field }) => field === slides)?.count ?? 0;
  const all = { total: count, item: (slides?.label_singular ?? '').toLowerCase(), items: (slides?.label ?? '').toLowerCase() };
  await expect(editor.page.getByText(TEXTS.copiedItems({ ...all, kept: count }, name), { exact: true })).toBeVisible();
  // The texts shown on the page itself are rewritten by sight; these two are not on it.
  await editor.type(editor.field(label('Seo.title')), 'Site internet pour serrurier, aperçu gratuit');
  await expect(editor.page.getByText(TEXTS.copied([label('Seo.description')], name), { exact: true })).toBeVisible();
  await editor.type(editor.field(label('Seo.description')), 'Un site de serrurerie : dépannage, urgences, devis.');
  await expect(editor.page.getByText(TEXTS.copied([label('Seo.description')], name), { exact: true })).toHaveCount(0);
  await editor.type(editor.page.getByLabel(label('Slide.title'), { exact: true }).first(), 'Serrurerie Martin');
  await expect(editor.page.getByText(TEXTS.copiedItems({ ...all, kept: count - 1 }, name), { exact: true })).toBeVisible();
});

/** The marketer's steps, each one a click, a key or a text typed into a field. */
class Steps {
  readonly done: string[] = [];
  private readonly editor: Editor;
  constructor(editor: Editor) {
    this.editor = editor;
  }
  async click(what: string, target = this.editor.page.getByText(what, { exact: true }).first()) {
    await target.click({ timeout: 30_000 });
    this.done.push(`clic « ${what} »`);
  }
  async type(what: string, text: string) {
    await this.editor.page.keyboard.insertText(text);
    this.done.push(`saisie « ${what} »`);
  }
}

/** A value its field's rules take: a text within its length, an https:// address, a picture of the site. */
function valueFor(field: CmsField, n: number, picture: string): string {
  const rules = rulesOf(FIELDS.get(String(field.rule).replace(/\[\]$/, ''))?.field);
  if (field.rule === 'Trade.name') return 'Serrurier';
  if (rules.address === 'external') return `https://serrurerie-${n}.example.com`;
  if (rules.media) return picture;
  return `Texte ${n} du serrurier`.slice(0, rules.maxLength ?? 200);
}

test('from « Ajouter » to a published trade: every field filled once, no list to fill item by item', async ({ editor, dev }) => {
  test.setTimeout(400_000);
  const picture = `/portfolio/${fs.readdirSync(dev.file('public/portfolio')).sort()[0]}`;
  const steps = new Steps(editor);
  await editor.page.goto(`${editor.dev.origin}/admin/#/collections/trades`);
  await steps.click(phrase('collection.collectionTop.newButton').replace('%{collectionLabel}', trades?.label_singular ?? ''));
  await editor.field(label('Trade.name')).waitFor({ timeout: 60_000 });
  // The lists the page needs: an item added where one is missing.
  for (const { field, count } of SIZED)
    while ((await itemsShown(editor, field)) < count) {
      const before = await itemsShown(editor, field);
      await steps.click(addButton(field.label_singular ?? field.label));
      await expect.poll(() => itemsShown(editor, field)).toBe(before + 1);
    }
  // Every field the page needs, in the form's order; a label shared by several fields is found by its rank.
  const rank = new Map<string, number>();
  const next = (key: string) => {
    const n = rank.get(key) ?? 0;
    rank.set(key, n + 1);
    return n;
  };
  let n = 0;
  const fill = async (fields: CmsField[]): Promise<void> => {
    for (const field of fields) {
      if (field.widget === 'image') {
        // An image filled in offers to replace it instead: the first offer left after those skipped is this one's.
        if (field.required === false) {
          next('image');
          continue;
        }
        const button = editor.page
          .getByRole('button', { name: phrase('editor.editorWidgets.image.chooseUrl') })
          .nth(rank.get('image') ?? 0);
        editor.page.once('dialog', (dialog) => void dialog.accept(valueFor(field, n++, picture)));
        await steps.click(phrase('editor.editorWidgets.image.chooseUrl'), button);
        steps.done.push(`saisie « ${field.label} »`, 'touche Entrée');
        continue;
      }
      const control = () => editor.page.getByLabel(field.label, { exact: true }).nth(rank.get(field.label) ?? 0);
      if (field.widget === 'list') {
        const count = SIZED.find((sized) => sized.field === field)?.count ?? 0;
        for (let i = 0; i < count; i++)
          if (field.field) await fill([{ ...field.field, label: field.label, rule: `${field.rule}[]` }]);
          else await fill(field.fields ?? []);
      } else if (field.widget === 'object') await fill(field.fields ?? []);
      else if (field.widget === 'icon') {
        await steps.click(field.label, control());
        next(field.label);
        await steps.click(TEXTS.iconChoose, editor.page.getByRole('group', { name: TEXTS.iconChoose }).locator('button:visible').first());
      } else if (field.widget === 'markdown') {
        await steps.click(field.label, editor.page.locator('[contenteditable="true"]').first());
        await steps.type(field.label, 'Un serrurier de quartier, joignable jour et nuit.');
      } else if (['string', 'text'].includes(field.widget)) {
        const filled = (await control().inputValue()) !== '';
        if (!filled && field.required !== false) {
          await steps.click(field.label, control());
          await steps.type(field.label, valueFor(field, n++, picture));
        }
        next(field.label);
      }
    }
  };
  await fill(FORM);
  await editor.publish();
  steps.done.push('clic « Publier »', 'clic « Publier maintenant »');
  await editor.saved();
  expect(dev.read('content/trades/serrurier.md')).toContain('name: Serrurier');
  console.log(`${steps.done.length} steps:\n${steps.done.join('\n')}`);
  test.info().annotations.push({ type: 'steps', description: String(steps.done.length) });
  const adds = SIZED.map(({ field }) => `clic « ${addButton(field.label_singular ?? field.label)} »`);
  expect(steps.done.filter((step) => adds.includes(step))).toEqual([]);
});
