// Click-to-edit: what the preview shows is a way into its field. A click on a text or an image of the preview opens
// the lists and objects around its field and puts the caret in it; hovering names the field; the field with the
// caret shows its element in the preview. Expected texts and labels come from the copy's files and the editor's
// own configuration, never from a copy of today's content. The tests only click: they go from entry to entry in one
// signed-in tab.
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { ICON_LABELS } from '../../schema/icons.ts';
import { readFrontMatter } from '../../src/check/frontMatter.ts';
import { fillTokens, siteTokens } from '../../src/content/tokens.ts';
import type { Locator } from '@playwright/test';
import { expect, testInOneTab as test, type Editor } from './fixtures.ts';
import { at, dataOf, entryOf, fieldAt, type Data, type Entry } from './walkUnits.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const TRADES = fs.readdirSync(path.join(ROOT, 'content/trades')).sort();
const TRADE = TRADES[0]?.replace(/\.md$/, '') ?? '';
/** A trade whose examples are locked: visitors see its slides blurred behind an overlay. */
const LOCKED =
  TRADES.find((file) => readFrontMatter(fs.readFileSync(path.join(ROOT, 'content/trades', file), 'utf8')).data.locked === true)?.replace(
    /\.md$/,
    '',
  ) ?? '';

type Path = (string | number)[];
const entry = entryOf;

/** The label Decap shows for the field at `where` (the editor's configuration, generated from schema/). */
function labelAt(item: Entry, data: Data, where: Path): string {
  const field = fieldAt(item, data, where);
  if (!field) throw new Error(`no field at ${where.join('.')} in ${item.file}`);
  return field.label ?? field.name;
}

/** Where the caret is in the form: the label of its field, its value, and the images its control shows. */
async function caret(editor: Editor) {
  return editor.page.evaluate(() => {
    const focused = document.activeElement as HTMLInputElement | null;
    let holder: Element | null = focused;
    while (holder && !holder.querySelector(':scope > * > label[for]')) holder = holder.parentElement;
    const label = holder?.querySelector(':scope > * > label[for]');
    const value = focused && 'value' in focused && focused.tagName !== 'BUTTON' ? focused.value : (focused?.textContent ?? '');
    const images = [...(holder?.querySelectorAll('img') ?? [])].map((image) => image.getAttribute('src') ?? '');
    return { label: label?.textContent ?? '', value, images, tag: focused?.tagName ?? '' };
  });
}

/** `within`: the part of the preview that draws the text, where the preview shows it twice (the settings' sheet lists every value). */
type Case = { name: string; entry: Entry; where: (data: Data) => Path; image?: boolean; within?: string };

const firstIndex = (list: unknown, test: (item: Data) => boolean) => (list as Data[]).findIndex(test);
const sampleWith = (type: string, test: (block: Data) => boolean = () => true) => {
  for (const file of fs.readdirSync(path.join(ROOT, 'content/samples')).sort()) {
    const blocks = (parse(fs.readFileSync(path.join(ROOT, 'content/samples', file), 'utf8')) as { blocks: Data[] }).blocks;
    if (blocks.some((b) => b.type === type && test(b))) return file.replace(/\.yaml$/, '');
  }
  throw new Error(`no sample site has a ${type} block`);
};
const SAMPLE_CARDS = sampleWith('Cards', (b) => (b.items as unknown[]).length > 2);
const SAMPLE_HERO = sampleWith('SiteHero', (b) => !!b.image);
const LEGAL = fs.readdirSync(path.join(ROOT, 'content/legal')).sort()[0]?.replace(/\.md$/, '') ?? '';

const CASES: Case[] = [
  { name: 'a trade’s headline', entry: entry('trades', TRADE), where: () => ['headline'] },
  { name: 'a trade’s second card title', entry: entry('trades', TRADE), where: () => ['features', 1, 'title'] },
  { name: 'a trade’s fourth checklist item', entry: entry('trades', TRADE), where: () => ['checklist', 3] },
  { name: 'a trade’s first slide title', entry: entry('trades', TRADE), where: () => ['slides', 0, 'title'] },
  // Blurred behind its overlay for visitors, and inert there; in the preview, a way into its field like the rest.
  { name: 'a locked trade’s first slide’s specialty', entry: entry('trades', LOCKED), where: () => ['slides', 0, 'specialty'] },
  {
    name: 'a sample block’s third item',
    entry: entry('samples', SAMPLE_CARDS),
    where: (d) => ['blocks', firstIndex(d.blocks, (b) => b.type === 'Cards' && (b.items as unknown[]).length > 2), 'items', 2, 'title'],
  },
  {
    name: 'a sample hero’s image',
    entry: entry('samples', SAMPLE_HERO),
    where: (d) => ['blocks', firstIndex(d.blocks, (b) => b.type === 'SiteHero' && !!b.image), 'image', 'src'],
    image: true,
  },
  { name: 'a legal page’s heading', entry: entry('legal', LEGAL), where: () => ['heading'] },
  {
    name: 'the landing hero’s headline',
    entry: entry('pages', 'landing'),
    where: (d) => ['blocks', firstIndex(d.blocks, (b) => b.type === 'Hero'), 'headline'],
  },
  {
    name: 'a landing step’s title',
    entry: entry('pages', 'landing'),
    where: (d) => ['blocks', firstIndex(d.blocks, (b) => b.type === 'Process'), 'steps', 1, 'title'],
  },
  { name: 'the request page’s heading', entry: entry('pages', 'demande'), where: () => ['heading'] },
  { name: 'the request page’s second step', entry: entry('pages', 'demande'), where: () => ['after', 'steps', 1, 'title'] },
  { name: 'the not-found page’s text', entry: entry('pages', 'not-found'), where: () => ['text'] },
  { name: 'the site’s footer text', entry: entry('pages', 'site'), where: () => ['footer', 'about'], within: 'footer' },
  { name: 'the site’s email in the settings’ sheet', entry: entry('pages', 'site'), where: () => ['email'], within: 'table' },
  {
    name: 'a legal link’s address in the settings’ sheet',
    entry: entry('pages', 'site'),
    where: (d) => ['footer', 'legal', ((d.footer as Data).legal as unknown[]).length - 1, 'href'],
    within: 'table',
  },
];

test.describe.configure({ mode: 'serial' });

/**
 * Hovers the element until the preview's label names its field. The preview may still move as it finishes drawing
 * (the first entry a worker opens, on a busy machine), leaving a resting pointer over the element above: a person
 * moves the pointer again, and so does this.
 */
async function hoverUntilLabelled(editor: Editor, target: Locator, label: string) {
  await expect(async () => {
    await target.hover();
    await expect(editor.preview.locator('#field-link-label')).toHaveText(label, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

for (const item of CASES)
  test(`a click on ${item.name} in the preview puts the caret in its field`, async ({ editor, dev }) => {
    const data = dataOf(dev.read(item.entry.file), item.entry.file);
    const tokens = siteTokens(dataOf(dev.read('content/site.yaml'), 'site.yaml'));
    const where = item.where(data);
    expect(where).not.toContain(-1);
    const value = String(at(data, where));
    const label = labelAt(item.entry, data, where);
    await editor.open(item.entry.collection, item.entry.slug);

    if (item.image) {
      const alt = String(at(data, [...where.slice(0, -1), 'alt']));
      const image = editor.preview.getByAltText(alt, { exact: true }).first();
      await hoverUntilLabelled(editor, image, label);
      await image.click();
      const now = await caret(editor);
      expect(now.label).toContain(label);
      expect(now.tag).toBe('BUTTON');
      expect(now.images).toContain(value);
      return;
    }
    const shown = (item.within ? editor.preview.locator(item.within) : editor.preview)
      .getByText(fillTokens(value, tokens), { exact: true })
      .first();
    await shown.scrollIntoViewIfNeeded();
    await hoverUntilLabelled(editor, shown, label);
    await shown.click();
    await expect.poll(async () => (await caret(editor)).value).toBe(value);
    expect((await caret(editor)).label).toContain(label);
  });

// A list item's field is found by its key among the list's keys (src/admin/fieldFocus.ts): a wrapper around the list
// (UndoRemoval) once hid them, and nothing was outlined. Decap's sync scrolling, on by default, moved the preview back
// in proportion to the form after the caret's element was scrolled to: the editor starts with it off.
test('the field with the caret shows its element in the preview, outlined', async ({ editor, dev }) => {
  const item = entry('trades', TRADE);
  const data = dataOf(dev.read(item.file), item.file);
  await editor.open('trades', TRADE);
  const inView = (selector: string) =>
    editor.preview.locator(selector).evaluate((element) => {
      const box = element.getBoundingClientRect();
      // Outlined and on screen (a long text may not fit in the preview's window whole).
      return element.hasAttribute('data-field-active') && box.bottom > 0 && box.top < window.innerHeight;
    });

  // A field of the entry's top level.
  await editor.field(labelAt(item, data, ['checklistTitle'])).click();
  await expect.poll(() => inView('[data-field="checklistTitle"]')).toBe(true);

  // A field inside a list item: the preview finds the item by its place in the list.
  await editor.preview
    .getByText(String(at(data, ['features', 2, 'title'])), { exact: true })
    .first()
    .click();
  const texts = editor.field(labelAt(item, data, ['features', 2, 'text']));
  const values = await texts.evaluateAll((fields) => fields.map((f) => (f as HTMLTextAreaElement).value));
  await texts.nth(values.indexOf(String(at(data, ['features', 2, 'text'])))).click();
  await expect.poll(() => inView('[data-field="features.2.text"]')).toBe(true);
  expect(await editor.preview.locator('[data-field-active]').count()).toBe(1);
  // A list whose item keys cannot be read throws in the page (src/admin/fieldFocus.ts): none did.
  expect(editor.errors).toEqual([]);
});

/** The icons a marketer picks are a way into their field too: a trade's feature card's, a sample site's card's. */
const ICONS = [
  { name: 'a trade’s feature icon', entry: entry('trades', TRADE), where: () => ['features', 1], title: 'title' },
  {
    name: 'a sample site’s card icon',
    entry: entry('samples', SAMPLE_CARDS),
    where: (d: Data) => ['blocks', firstIndex(d.blocks, (b) => b.type === 'Cards' && (b.items as Data[]).some((i) => i.icon)), 'items', 0],
    title: 'title',
  },
];

for (const item of ICONS)
  test(`a click on ${item.name} in the preview puts the caret in its icon field`, async ({ editor, dev }) => {
    const data = dataOf(dev.read(item.entry.file), item.entry.file);
    const card = item.where(data);
    expect(card).not.toContain(-1);
    const icon = String(at(data, [...card, 'icon']));
    await editor.open(item.entry.collection, item.entry.slug);
    // The card that shows the item's title, and its icon (a drawing: its name is read nowhere on the page).
    const drawing = editor.preview
      .locator('li', { has: editor.preview.getByText(String(at(data, [...card, item.title])), { exact: true }) })
      .locator('svg')
      .first();
    await drawing.scrollIntoViewIfNeeded();
    const label = labelAt(item.entry, data, [...card, 'icon']);
    await hoverUntilLabelled(editor, drawing, label);
    await drawing.click();
    await expect.poll(async () => (await caret(editor)).label).toContain(label);
    const now = await caret(editor);
    expect(now.tag).toBe('BUTTON');
    expect(await editor.page.evaluate(() => document.activeElement?.textContent ?? '')).toContain(
      ICON_LABELS[icon as keyof typeof ICON_LABELS],
    );
  });

/** The text of the Markdown editor's block that holds the caret (Slate's run of text, past a link around it). */
const caretBlock = (editor: Editor) =>
  editor.page.evaluate(() => {
    const anchor = getSelection()?.anchorNode;
    let block = (anchor instanceof Element ? anchor : anchor?.parentElement)?.closest('[data-slate-node="text"]')?.parentElement;
    while (block?.hasAttribute('data-slate-inline')) block = block.parentElement;
    return (block?.textContent ?? '')
      .replace(/\uFEFF/g, '')
      .replace(/\s+/g, ' ')
      .trim();
  });

// A click on a paragraph of a body used to put the caret at the start of the whole body, and the preview jumped to the
// body's middle: the caret now lands in that paragraph of Decap's Markdown editor, and the preview stays put.
for (const item of [entry('legal', LEGAL), entry('trades', TRADE)])
  test(`a click on a paragraph of ${item.file} puts the caret in that paragraph, and the preview stays where it was`, async ({
    editor,
    dev,
  }) => {
    // The body's last plain paragraph (no Markdown inside): as far down the page as the body goes.
    const paragraphs = readFrontMatter(dev.read(item.file))
      .body.split(/\n{2,}/)
      .map((block) => block.trim())
      .filter((block) => /^[\p{L}]/u.test(block) && !/[*_[\]`#>]/.test(block));
    const paragraph = paragraphs.at(-1) ?? '';
    expect(paragraph).not.toBe('');
    const tokens = siteTokens(dataOf(dev.read('content/site.yaml'), 'site.yaml') as unknown as Parameters<typeof siteTokens>[0]);
    await editor.open(item.collection, item.slug);
    const shown = editor.preview.getByText(fillTokens(paragraph.replace(/\s+/g, ' '), tokens), { exact: true });
    await shown.scrollIntoViewIfNeeded();
    const scrolled = () => editor.preview.locator('html').evaluate(() => window.scrollY);
    const before = await scrolled();
    await shown.click();
    await expect.poll(async () => (await caret(editor)).label).toContain(labelAt(item, {}, ['body']));
    // Once an element of the body is outlined, the preview has done what it does for the caret: it stayed put.
    await expect(editor.preview.locator('[data-field-active]')).toHaveCount(1);
    expect(await scrolled()).toBe(before);
    await expect.poll(() => caretBlock(editor)).toBe(paragraph.replace(/\s+/g, ' '));
    await expect(shown).toHaveAttribute('data-field-active', '');
  });
