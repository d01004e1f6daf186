// The small frictions of a marketer's day: « Médias » lists every picture of the site; the icon picker says when a
// search finds nothing, and finds money; trades are listed by name; the settings keep the developer's fields out of
// sight and fold the texts only screen readers read; the editor fits a tablet held upright; a card without an icon
// yet draws nothing, quietly. Expectations come from the copy's files, the schema and the editor's texts.
import fs from 'node:fs';
import path from 'node:path';
import { readFrontMatter } from '../../src/check/frontMatter.ts';
import { labelOf, rulesOf, type Field } from '../../schema/fields.ts';
import { ICON_LABELS, ICON_NAMES, ICON_SEARCH } from '../../schema/icons.ts';
import { Site } from '../../schema/site.ts';
import { FIELDS, isDefined, type TypeDef } from '../../src/check/document.ts';
import { SITE_MEDIA_FOLDERS } from '../../src/admin/siteMedia.ts';
import { TEXTS } from '../../src/admin/texts.ts';
import { expect, phrase, test, type Editor } from './fixtures.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const TRADE = fs.readdirSync(path.join(ROOT, 'content/trades')).sort()[0]?.replace(/\.md$/, '') ?? '';
const label = (rule: string) => labelOf(FIELDS.get(rule)?.field.description, rule.split('.').at(-1) ?? rule).label;
const files = (editor: Editor, folder: string) => fs.readdirSync(editor.dev.file(folder)).sort();

test('« Médias » lists a file of every media folder of the site; a slide’s picture is chosen among the portfolio’s', async ({ editor }) => {
  await editor.page.getByRole('button', { name: phrase('app.header.media') }).click();
  const library = editor.page.getByRole('dialog');
  // The library draws the cards in view only: each file is looked for by its name.
  const search = library.getByPlaceholder(phrase('mediaLibrary.mediaLibraryModal.search'));
  for (const folder of SITE_MEDIA_FOLDERS) {
    const [first] = files(editor, folder);
    expect(first, folder).toBeDefined();
    await search.fill(first ?? '');
    await expect(library.getByText(first ?? '', { exact: true }), folder).toBeVisible({ timeout: 30_000 });
  }
  // A field's library keeps to the field's own folder: a slide's, to the portfolio.
  await editor.page.keyboard.press('Escape');
  await expect(library).toHaveCount(0);
  await editor.open('trades', TRADE);
  const slides = (readFrontMatter(editor.dev.read(`content/trades/${TRADE}.md`)).data as { slides: { title: string }[] }).slides;
  await editor.page.getByRole('button', { name: TEXTS.openItem(slides[0]?.title ?? ''), exact: true }).click();
  await editor.page
    .getByRole('button', { name: phrase('editor.editorWidgets.image.chooseDifferent') })
    .first()
    .click();
  const portfolio = files(editor, 'public/portfolio');
  await expect(editor.page.getByText(portfolio[0] ?? '', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(editor.page.getByText(files(editor, 'public/media')[0] ?? '', { exact: true })).toHaveCount(0);
});

test('the icon picker says when a search finds nothing, and a money icon is found by « argent » and drawn', async ({ editor, dev }) => {
  const money = ICON_NAMES.find((name) => ICON_SEARCH[name].includes('argent'));
  expect(money, 'an icon for money').toBeDefined();
  const file = `content/trades/${TRADE}.md`;
  const before = dev.read(file);
  await editor.open('trades', TRADE);
  const picker = editor.page.getByRole('button', { name: label('IconCard.icon'), exact: true }).first();
  for (let i = 0; i < 3 && !(await picker.isVisible()); i++)
    await editor.page
      .getByRole('button', { name: /^Déplier/ })
      .first()
      .click();
  await picker.click();
  const search = editor.page.getByRole('searchbox', { name: TEXTS.iconFilter }).first();
  await search.fill('zzzz');
  await expect(editor.page.getByRole('status').filter({ hasText: TEXTS.iconNoMatch('zzzz') })).toBeVisible();
  await search.fill('argent');
  await expect(editor.page.getByRole('status').filter({ hasText: TEXTS.iconNoMatch('argent') })).toHaveCount(0);
  await editor.page
    .getByRole('button', { name: ICON_LABELS[money ?? 'gift'], exact: true })
    .first()
    .click();
  await expect(editor.preview.locator(`use[href$="#i-${money}"]`).first()).toBeAttached();
  await expect
    .poll(() =>
      editor.preview
        .locator(`use[href$="#i-${money}"]`)
        .first()
        .evaluate((use: SVGUseElement) => use.getBBox().width),
    )
    .toBeGreaterThan(0);
  await editor.publish();
  await editor.saved();
  expect(dev.read(file)).toContain(`icon: ${money}`);
  dev.copy.write(`trades/${TRADE}.md`, before);
});

test('trades are listed by their name, in French order, not by file name', async ({ editor, dev }) => {
  const names = fs
    .readdirSync(dev.file('content/trades'))
    .map((file) => String(readFrontMatter(dev.read(`content/trades/${file}`)).data.name))
    .sort((a, b) => a.localeCompare(b, 'fr'));
  await editor.page.goto(`${dev.origin}/admin/#/collections/trades`);
  const cards = editor.page.getByRole('link', { name: / — / });
  await expect(cards).toHaveCount(names.length, { timeout: 30_000 });
  expect((await cards.allInnerTexts()).map((text) => text.split(' — ')[0]?.trim())).toEqual(names);
});

/** The fields of the settings with this audience, by label, with their block's fields. */
function settingsFields(audience: 'developer' | 'screenReader') {
  const found: { label: string; inner: string[] }[] = [];
  const walk = (def: TypeDef) => {
    for (const [name, field] of Object.entries(def.fields ?? {}) as [string, Field][]) {
      const of = field.type === 'nested' && isDefined(field.of) ? (field.of.def() as TypeDef) : undefined;
      if (rulesOf(field).audience === audience)
        found.push({
          label: labelOf(field.description, name).label,
          inner: Object.entries(of?.fields ?? {}).map(([n, f]) => labelOf((f as Field).description, n).label),
        });
      else if (of) walk(of);
    }
  };
  walk(Site.def() as TypeDef);
  return found;
}

test('the settings show the marketer’s fields: a developer’s are out of sight, the texts read aloud folded', async ({ editor }) => {
  await editor.open('pages', 'site');
  const developers = settingsFields('developer');
  const readAloud = settingsFields('screenReader');
  expect(developers.length).toBeGreaterThanOrEqual(3);
  expect(readAloud.length).toBeGreaterThanOrEqual(2);
  for (const { label: shown } of developers) await expect(editor.page.getByLabel(shown, { exact: true }), shown).toHaveCount(0);
  for (const group of readAloud) {
    await expect(editor.page.getByText(group.label, { exact: true }).first(), group.label).toBeVisible();
    for (const inner of group.inner) await expect(editor.page.getByLabel(inner, { exact: true }).first(), inner).toBeHidden();
  }
});

test('at 768 px the editor fits the screen: no sideways scroll, every button of its bars in view', async ({ editor, dev }) => {
  await editor.page.setViewportSize({ width: 768, height: 1024 });
  for (const screen of ['collections/trades', `collections/trades/entries/${TRADE}`, 'collections/trades/new']) {
    await editor.page.goto(`${dev.origin}/admin/#/${screen}`);
    await editor.page.getByRole('button').first().waitFor();
    await editor.page.waitForTimeout(1500); // the entry's form and preview drawn
    const cut = await editor.page.evaluate(() =>
      [...document.querySelectorAll('button, a[href]')]
        .map((element) => ({ element, box: element.getBoundingClientRect() }))
        .filter(({ box }) => box.width > 0 && box.top < innerHeight && box.bottom > 0 && (box.left < -0.5 || box.right > innerWidth + 0.5))
        .map(({ element }) => (element.getAttribute('aria-label') ?? element.textContent ?? '').trim() || element.outerHTML.slice(0, 80)),
    );
    expect(cut, screen).toEqual([]);
    expect(await editor.page.evaluate(() => document.documentElement.scrollWidth), screen).toBeLessThanOrEqual(768);
  }
});

test('a card without an icon yet draws nothing, and the console says nothing about it', async ({ editor, dev }) => {
  const said: string[] = [];
  editor.page.on('console', (message) => void (message.type() === 'error' && said.push(message.text())));
  await editor.page.goto(`${dev.origin}/admin/#/collections/trades/new`);
  await editor.field(label('Trade.name')).waitFor({ timeout: 60_000 });
  const card = rulesOf(FIELDS.get('Trade.features')?.field).itemLabel ?? '';
  await editor.page.getByRole('button', { name: phrase('editor.editorWidgets.list.add').replace('%{item}', card) }).click();
  // The preview's other icons have fetched their drawings from the sprite: the cards' would have been asked then.
  await expect(editor.preview.locator('#icon-symbols symbol').first()).toBeAttached({ timeout: 30_000 });
  await editor.page.waitForTimeout(1000);
  expect(said.filter((text) => /Icon ".*" is missing/.test(text))).toEqual([]);
});
