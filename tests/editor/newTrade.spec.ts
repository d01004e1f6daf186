// A new trade page, as a marketer makes one: it opens with no error and nothing claimed saved, from the model the
// marketers keep (content/pages/trade-model.yaml): its lists hold the model's items, each text saying it comes from
// the model until rewritten, and a model edited in the editor is what the next new trade starts with. An item added
// takes the caret; « Dupliquer » says which of the copy's own texts still come from the page copied. And the whole way
// from « Ajouter » to a published trade, every step counted.
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { labelOf, rulesOf } from '../../schema/fields.ts';
import { FIELDS } from '../../src/check/document.ts';
import { TEXTS } from '../../src/admin/texts.ts';
import { cmsConfig } from '../../tooling/cms/config.ts';
import type { CmsField } from '../../tooling/cms/fields.ts';
import { TRADE_MODEL_FILE } from '../../tooling/content/tradeModel.ts';
import { readFrontMatter } from '../../src/check/frontMatter.ts';
import { expect, phrase, test, type Editor } from './fixtures.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const TRADE = fs.readdirSync(path.join(ROOT, 'content/trades')).sort()[0]?.replace(/\.md$/, '') ?? '';
const trades = cmsConfig({ command: 'serve', siteUrl: '' }).collections.find((c) => c.name === 'trades');
const FORM = (trades?.fields ?? []) as CmsField[];
/** The steps from « Ajouter » to a published trade before issue 49 (main at dcabf58, this test's walk then). */
const STEPS_BEFORE = 120;
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

/** The model as written in the copy now. */
const modelOf = (editor: Editor) => parse(editor.dev.read(`content/${TRADE_MODEL_FILE}`)) as Record<string, unknown>;
/** What a folded item shows: its title, or a line of text itself. */
const titleOf = (item: unknown) => String(item && typeof item === 'object' ? (item as Record<string, unknown>).title : item);
/** A note under a field, by its whole text. */
const note = (editor: Editor, text: string) => editor.page.getByText(text, { exact: true });
/** The note of a list whose `kept` items of `total` still come from the model. */
const fromModelItems = (list: CmsField, kept: number, total: number) =>
  TEXTS.fromModelItems({ kept, total, item: (list.label_singular ?? '').toLowerCase(), items: list.label.toLowerCase() });

test('a new trade opens with no error, claims nothing saved, and holds the model’s items, folded under their titles', async ({
  editor,
}) => {
  const model = modelOf(editor);
  await newTrade(editor);
  await editor.page.waitForTimeout(1000); // every field has drawn and checked its value
  await expect(fieldErrors(editor)).toHaveCount(0);
  // Decap's status under the collection's name: a blank entry was never saved.
  const status = phrase('editor.editorToolbar.changesSaved');
  await expect(editor.page.getByText(status, { exact: true })).toBeVisible();
  expect(status, 'a blank entry says nothing was saved').not.toMatch(/enregistrée?s?\s*$/i);
  expect(SIZED.length).toBeGreaterThanOrEqual(3);
  for (const { field, count } of SIZED) {
    const items = model[field.name];
    expect(Array.isArray(items) && items.length, field.name).toBe(count);
    // Each of the model's items, folded under its title (or its line), to unfold if this trade needs it adapted.
    for (const item of Array.isArray(items) ? items : [])
      await expect(editor.page.getByRole('button', { name: TEXTS.openItem(titleOf(item)), exact: true })).toBeVisible();
  }
  // The preview draws the model's cards, and the console stays quiet.
  await expect(editor.preview.getByText(String(model.featuresTitle), { exact: true })).toBeVisible();
  expect(editor.errors).toEqual([]);
});

test('a new trade’s texts from the model say so under their field, each until rewritten; the page’s own texts start empty', async ({
  editor,
}) => {
  const model = modelOf(editor);
  await newTrade(editor);
  for (const own of ['Trade.name', 'Trade.badge', 'Trade.headline', 'Trade.intro', 'Seo.title', 'Seo.description'])
    await expect(editor.field(label(own)), own).toHaveValue('');
  const title = editor.field(label('Trade.featuresTitle'));
  await expect(title).toHaveValue(String(model.featuresTitle));
  const titleNote = note(editor, TEXTS.fromModel([label('Trade.featuresTitle')]));
  await expect(titleNote).toBeVisible();
  const closing = FORM.find((field) => field.name === 'closing');
  await expect(note(editor, TEXTS.fromModel(closing?.fields?.map((field) => field.label) ?? []))).toBeVisible();
  const checklist = SIZED.find(({ field }) => field.field)?.field;
  const lines = model[checklist?.name ?? ''];
  if (!checklist || !Array.isArray(lines)) throw new Error('no list of lines in the model');
  await expect(note(editor, fromModelItems(checklist, lines.length, lines.length))).toBeVisible();
  // One line unfolded and rewritten: it leaves the note; the title rewritten leaves its own.
  await editor.page.getByRole('button', { name: TEXTS.openItem(titleOf(lines[0])), exact: true }).click();
  await editor.type(
    editor.page.getByLabel(checklist.label, { exact: true }).filter({ visible: true }).first(),
    'Devis en ligne, même le dimanche',
  );
  await expect(note(editor, fromModelItems(checklist, lines.length - 1, lines.length))).toBeVisible();
  await editor.type(title, 'Pensé pour les serruriers et leurs clients');
  await expect(titleNote).toHaveCount(0);
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

const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

test('from « Ajouter » to a published trade: only the page’s own texts typed, the rest from the model, in at most half the steps', async ({
  editor,
  dev,
}) => {
  test.setTimeout(400_000);
  const picture = `/portfolio/${fs.readdirSync(dev.file('public/portfolio')).sort()[0]}`;
  const model = modelOf(editor);
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
  /** Fills what is still empty; `start`, what the form started with at this level (the model's, through `default`). */
  const fill = async (fields: CmsField[], start: Record<string, unknown> = {}): Promise<void> => {
    for (const field of fields) {
      const given = start[field.name] ?? field.default;
      if (field.widget === 'list') {
        const count = SIZED.find((sized) => sized.field === field)?.count ?? 0;
        const items = Array.isArray(given) ? given : [];
        for (let i = 0; i < count; i++)
          if (field.field) await fill([{ ...field.field, label: field.label, rule: `${field.rule}[]` }], { [field.field.name]: items[i] });
          else await fill(field.fields ?? [], isRecord(items[i]) ? items[i] : {});
      } else if (field.widget === 'object') await fill(field.fields ?? [], isRecord(given) ? given : {});
      else if (given !== undefined && given !== null && given !== '') {
        // Filled in from the start: nothing to do. An image filled in offers no « insert from an address » button.
        if (field.widget !== 'image') next(field.label);
      } else if (field.widget === 'image') {
        // An empty image offers its address: the first offer left after those skipped is this one's.
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
      } else if (field.widget === 'icon') {
        await steps.click(field.label, editor.page.getByLabel(field.label, { exact: true }).nth(next(field.label)));
        await steps.click(TEXTS.iconChoose, editor.page.getByRole('group', { name: TEXTS.iconChoose }).locator('button:visible').first());
      } else if (field.widget === 'markdown') {
        await steps.click(field.label, editor.page.locator('[contenteditable="true"]').first());
        await steps.type(field.label, 'Un serrurier de quartier, joignable jour et nuit.');
      } else if (['string', 'text'].includes(field.widget)) {
        const control = editor.page.getByLabel(field.label, { exact: true }).nth(next(field.label));
        if (field.required !== false && (await control.inputValue()) === '') {
          await steps.click(field.label, control);
          await steps.type(field.label, valueFor(field, n++, picture));
        }
      }
    }
  };
  await fill(FORM);
  await editor.publish();
  steps.done.push('clic « Publier »', 'clic « Publier maintenant »');
  await editor.saved();
  console.log(`${steps.done.length} steps (${STEPS_BEFORE} before issue 49):\n${steps.done.join('\n')}`);
  test.info().annotations.push({ type: 'steps', description: String(steps.done.length) });
  const published = readFrontMatter(dev.read('content/trades/serrurier.md')).data;
  expect(published.name).toBe('Serrurier');
  // The model's texts were published as they came, none typed.
  for (const name of Object.keys(model)) expect(published[name], name).toEqual(model[name]);
  const adds = SIZED.map(({ field }) => `clic « ${addButton(field.label_singular ?? field.label)} »`);
  expect(steps.done.filter((step) => adds.includes(step))).toEqual([]);
  expect(steps.done.length).toBeLessThanOrEqual(STEPS_BEFORE / 2);
});

test('a model edited in the editor is what the next new trade starts with, nothing restarted or reloaded by hand', async ({ editor }) => {
  await editor.open('pages', 'trade-model');
  const rewritten = 'Un site à l’image de votre métier';
  await editor.type(editor.field(label('TradeModel.featuresTitle')), rewritten);
  await editor.publish();
  await editor.saved();
  expect(modelOf(editor).featuresTitle).toBe(rewritten);
  // As the marketer goes on: back to the site's pages, to the trades, then « Ajouter ».
  const pages = cmsConfig({ command: 'serve', siteUrl: '' }).collections.find((c) => c.name === 'pages');
  await editor.page
    .getByRole('link', { name: pages?.label ?? '' })
    .first()
    .click();
  await editor.page
    .getByRole('link', { name: trades?.label ?? '', exact: true })
    .first()
    .click({ timeout: 60_000 });
  await editor.page
    .getByText(phrase('collection.collectionTop.newButton').replace('%{collectionLabel}', trades?.label_singular ?? ''), { exact: true })
    .click({ timeout: 60_000 });
  await expect(editor.field(label('Trade.featuresTitle'))).toHaveValue(rewritten, { timeout: 60_000 });
  await expect(note(editor, TEXTS.fromModel([label('Trade.featuresTitle')]))).toBeVisible();
});
