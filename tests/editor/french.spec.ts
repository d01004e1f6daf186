// The editor speaks French throughout, and its controls read as a marketer expects: icons picked from their pictures
// by French names, choices named in French, yes/no as a switch that starts on "no".
import fs from 'node:fs';
import path from 'node:path';
import en from 'decap-cms-locales/dist/esm/en/index.js';
import sharp from 'sharp';
import { labelOf } from '../../schema/fields.ts';
import { ICON_LABELS } from '../../schema/icons.ts';
import { FIELDS } from '../../src/check/document.ts';
import { FRENCH } from '../../src/admin/locale.ts';
import { TEXTS } from '../../src/admin/texts.ts';
import { cmsConfig } from '../../tooling/cms/config.ts';
import { expect, phrase, test, type Editor } from './fixtures.ts';

type Phrases = { [key: string]: string | Phrases };
const flat = (phrases: Phrases): string[] => Object.values(phrases).flatMap((value) => (typeof value === 'string' ? [value] : flat(value)));

/** Decap's English phrases that the French ones never use: the longest fixed part of each (placeholders aside). */
const french = new Set(flat(FRENCH as Phrases));
const ENGLISH = [
  ...new Set(
    flat(en as Phrases)
      .filter((phrase) => !french.has(phrase))
      .map(
        (phrase) =>
          phrase
            .split(/%\{\w+\}/)
            .sort((a, b) => b.length - a.length)[0]
            ?.trim() ?? '',
      )
      .filter((part) => part.length >= 5 && /[a-z]{3}/.test(part)),
  ),
];
/** English words seen in Decap's own components (not its phrases): none may be shown. */
const ENGLISH_WORDS = /\b(Media|No image|No [a-z]+|Strikethrough|Oops|Choose|Collapse|Expand|Close|Search|Loading|Code Block|items?)\b/;
/**
 * French that reads as a word-for-word translation, seen on these screens: a marketer says « envoyer un fichier »,
 * not « téléverser une ressource »; and a type's code name (« (type Hero) ») is not a French word.
 */
const AWKWARD = /Télévers|ressource|éléments sélectionnés|\(type [A-Z]|\bkB\b/i;

/** Everything the page shows or reads out: its text, and its labels, titles and placeholders. */
async function wording(editor: Editor): Promise<string> {
  return editor.page.evaluate(() => {
    const attributes = [...document.querySelectorAll('[aria-label], [title], [placeholder], [alt]')].flatMap((element) =>
      ['aria-label', 'title', 'placeholder', 'alt'].map((name) => element.getAttribute(name) ?? ''),
    );
    return [document.body.innerText, ...attributes].join('\n');
  });
}

function frenchOnly(text: string, where: string) {
  for (const phrase of ENGLISH) expect(text, `${where}: « ${phrase} »`).not.toContain(phrase);
  expect(text, where).not.toMatch(ENGLISH_WORDS);
  expect(text, where).not.toMatch(AWKWARD);
}

test('no English on any screen: collections, entries with their lists open, the media library', async ({ editor }) => {
  test.setTimeout(600_000);
  expect(ENGLISH.length).toBeGreaterThan(20);
  const config = cmsConfig({ command: 'serve', siteUrl: '' });
  for (const collection of config.collections) {
    await editor.page.goto(`${editor.dev.origin}/admin/#/collections/${collection.name}`);
    await editor.page.getByText(collection.label).first().waitFor();
    await editor.page.waitForTimeout(500);
    frenchOnly(await wording(editor), collection.name);
    const slug =
      'folder' in collection && collection.folder
        ? fs
            .readdirSync(path.resolve(import.meta.dirname, '../..', collection.folder))
            .sort()[0]
            ?.replace(/\.\w+$/, '')
        : collection.files?.[0]?.name;
    await editor.open(collection.name, slug ?? '');
    // Lists open, and their first item: what a list and an item show.
    for (let round = 0; round < 2; round++)
      for (const unfold of (await editor.page.getByRole('button', { name: 'Déplier' }).all()).slice(0, 12))
        await unfold.click({ timeout: 2000 }).catch(() => undefined);
    frenchOnly(await wording(editor), `${collection.name}/${slug}`);
  }
  // A new page, with the model's texts and their notes, and a card added, still empty (Decap names an empty item
  // after its first field, in English).
  await editor.page.goto(`${editor.dev.origin}/admin/#/collections/trades/new`);
  await editor.page.locator('label[for*="-field-"]').first().waitFor();
  await editor.page.getByRole('button', { name: phrase('editor.editorWidgets.list.add').replace('%{item}', 'atout'), exact: true }).click();
  await editor.page.waitForTimeout(500);
  frenchOnly(await wording(editor), 'trades/new');
  // The media library, from the header, then from a picture's field.
  await editor.page.goto(`${editor.dev.origin}/admin/#/collections/trades`);
  await editor.page.getByRole('button', { name: phrase('app.header.media') }).click();
  await editor.page.getByRole('dialog').getByText(phrase('mediaLibrary.mediaLibraryModal.upload'), { exact: true }).waitFor();
  frenchOnly(await wording(editor), 'médias');
  await editor.page.keyboard.press('Escape');
  await editor.page.goto(`${editor.dev.origin}/admin/#/collections/trades/new`);
  await editor.page
    .getByRole('button', { name: phrase('editor.editorWidgets.image.choose') })
    .last()
    .click();
  await editor.page.getByRole('dialog').getByText(phrase('mediaLibrary.mediaLibraryModal.chooseSelected'), { exact: true }).waitFor();
  frenchOnly(await wording(editor), 'médias d’un champ');
});

test('the login screen speaks French, and its button is drawn clear of the logo', async ({ browser, dev }) => {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.goto(`${dev.origin}/admin/`);
  const login = page.getByRole('button', { name: phrase('auth.login') });
  await login.waitFor({ timeout: 60_000 });
  const text = await page.evaluate(() => document.body.innerText);
  frenchOnly(text, 'connexion');
  // Under the button, and across the screen just above it, nothing but the page's background: Decap drew its own
  // logo down to the button's edge.
  const box = await login.boundingBox();
  expect(box).not.toBeNull();
  const margin = 12;
  await login.evaluate((button: HTMLElement) => (button.style.visibility = 'hidden'));
  const background = async (clip: { x: number; y: number; width: number; height: number }) => {
    const { data, info } = await sharp(await page.screenshot({ clip }))
      .raw()
      .toBuffer({ resolveWithObject: true });
    let drawn = 0;
    for (let i = 0; i < data.length; i += info.channels)
      if ([0, 1, 2].some((c) => Math.abs((data[i + c] ?? 0) - (data[c] ?? 0)) > 8)) drawn++;
    return drawn;
  };
  if (box) {
    expect(await background(box), 'pixels drawn under the login button').toBe(0);
    expect(await background({ x: 0, y: box.y - margin, width: 1440, height: margin }), `pixels drawn ${margin} px above it`).toBe(0);
  }
  // Above it, a logo: the site's icon.
  await expect(page.getByRole('img', { name: 'Logo' })).toBeVisible();
  await page.close();
});

test('an icon is picked from its picture by its French name, and the file keeps the icon’s name', async ({ editor, dev }) => {
  const trade =
    fs
      .readdirSync(path.resolve(import.meta.dirname, '../../content/trades'))
      .sort()[0]
      ?.replace(/\.md$/, '') ?? '';
  const file = `content/trades/${trade}.md`;
  const before = dev.read(file);
  const current = /icon: ([\w-]+)/.exec(before)?.[1] ?? '';
  const [other, label] = Object.entries(ICON_LABELS).find(([name]) => name !== current) ?? ['', ''];
  await editor.open('trades', trade);
  // The button takes the field's label; the icon chosen is its description. Lists are unfolded until it shows.
  const button = editor.page
    .getByRole('button', { name: labelOf(FIELDS.get('IconCard.icon')?.field.description, 'icon').label, exact: true })
    .first();
  for (let i = 0; i < 3 && !(await button.isVisible()); i++) await editor.page.getByRole('button', { name: 'Déplier' }).first().click();
  await expect(button).toHaveAccessibleDescription(ICON_LABELS[current as keyof typeof ICON_LABELS]);
  await button.click();
  await editor.page.getByRole('searchbox', { name: TEXTS.iconFilter }).first().fill(label);
  await editor.page.getByRole('button', { name: label, exact: true }).first().click();
  await editor.publish();
  await editor.saved();
  expect(dev.read(file)).toContain(`icon: ${other}`);
  dev.copy.write(`trades/${trade}.md`, before);
});

test('yes/no starts on “no” for a new entry, and choices are named in French', async ({ editor }) => {
  await editor.page.goto(`${editor.dev.origin}/admin/#/collections/trades/new`);
  const locked = editor.page.getByRole('switch').first();
  await locked.waitFor();
  await expect(locked).not.toBeChecked();
});
