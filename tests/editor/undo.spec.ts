// Every mistake undoes in place (issue 49.4): every removal in an entry, at any depth, comes back where it was, in
// any order, by its own button under its list or by Ctrl+Z; and a draft left unsaved is offered back in the editor's
// own French dialog, whose « Ignorer pour l’instant » keeps it until the next save. Names come from the copy's files
// (folded lines, {tokens} filled), texts from the editor's own.
import fs from 'node:fs';
import { parse } from 'yaml';
import { labelOf } from '../../schema/fields.ts';
import { FIELDS } from '../../src/check/document.ts';
import { siteTokens } from '../../src/content/tokens.ts';
import { fillTokens } from '../../src/content/tokens.ts';
import { TEXTS } from '../../src/admin/texts.ts';
import { expect, phrase, test, type Editor } from './fixtures.ts';

const LANDING = 'content/pages/landing.yaml';
type Section = { type: string; headline?: string; title?: string; features?: { title: string }[] };

/** The landing page's sections as their folded lines name them ({previewDelay} as « 96h »). */
function sectionsOf(editor: Editor) {
  const tokens = siteTokens(parse(editor.dev.read('content/site.yaml')));
  const sections = (parse(editor.dev.read(LANDING)) as { blocks: Section[] }).blocks;
  const name = (text = '') => fillTokens(text, tokens);
  return sections.map((section) => ({ ...section, name: name(section.headline ?? section.title) }));
}

const button = (editor: Editor, name: string) => editor.page.getByRole('button', { name, exact: true });
/** The items of a list, by the names of their chevrons (folded or open), in the order the form shows them. */
async function itemsInOrder(editor: Editor, names: string[]) {
  const labels = await editor.page.locator('button[aria-label]').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')));
  return labels.flatMap((label) => names.filter((name) => label === TEXTS.openItem(name) || label === TEXTS.closeItem(name)));
}
const undoButton = (editor: Editor, name: string) => button(editor, TEXTS.undoRemovalOf(name));

test('five sections removed come back each where it was, whichever is undone first, by its button or Ctrl+Z', async ({ editor, dev }) => {
  const before = dev.read(LANDING);
  const sections = sectionsOf(editor);
  expect(sections.length).toBeGreaterThanOrEqual(5);
  await editor.open('pages', 'landing');
  const names = sections.map((section) => section.name);
  expect(await itemsInOrder(editor, names)).toEqual(names);

  for (const section of sections) await button(editor, TEXTS.removeItem(section.name)).click();
  for (const section of sections) await expect(editor.page.getByText(TEXTS.removedItem(section.name), { exact: true })).toBeVisible();
  await expect(button(editor, TEXTS.openItem(sections[0]?.name ?? ''))).toHaveCount(0);

  // The third, the first and the last by their buttons; then the two left by Ctrl+Z, the caret out of any text.
  for (const i of [2, 0, sections.length - 1]) await undoButton(editor, sections[i]?.name ?? '').click();
  for (let left = sections.length - 3; left > 0; left--) {
    await editor.page.getByText(TEXTS.undoByKeyboard).click();
    await editor.page.keyboard.press('ControlOrMeta+z');
    await expect(editor.page.getByRole('button', { name: TEXTS.undoRemoval })).toHaveCount(left - 1);
  }
  expect(await itemsInOrder(editor, names)).toEqual(names);
  // Back as it was: nothing to save, the preview whole again.
  await expect(editor.page.getByText(phrase('editor.editorToolbar.changesSaved'))).toBeVisible();
  await expect(editor.preview.getByRole('heading', { level: 1 })).toBeVisible();
  expect(dev.read(LANDING)).toBe(before);
  expect(editor.errors).toEqual([]);
});

test('a card removed, then its section: the section comes back with the card still removed, and the card after it', async ({
  editor,
  dev,
}) => {
  const before = dev.read(LANDING);
  const section = sectionsOf(editor).find((s) => (s.features?.length ?? 0) > 2);
  const card = section?.features?.[1]?.title;
  if (!section || !card) throw new Error('the landing page has no section with cards');
  const cards = section.features?.map((f) => f.title) ?? [];
  await editor.open('pages', 'landing');
  await button(editor, TEXTS.openItem(section.name)).click();
  await button(editor, TEXTS.removeItem(card)).click();
  await expect(undoButton(editor, card)).toBeVisible();
  await button(editor, TEXTS.removeItem(section.name)).click();
  // The card's removal is part of its section's now.
  await expect(undoButton(editor, card)).toHaveCount(0);
  await undoButton(editor, section.name).click();
  await expect(button(editor, TEXTS.removeItem(section.name))).toBeVisible();
  await expect(button(editor, TEXTS.removeItem(card))).toHaveCount(0);
  // The section opened itself where it was: its card's removal is offered under its list of cards.
  await undoButton(editor, card).click();
  expect(await itemsInOrder(editor, cards)).toEqual(cards);
  await expect(editor.page.getByText(phrase('editor.editorToolbar.changesSaved'))).toBeVisible();
  expect(dev.read(LANDING)).toBe(before);
  expect(editor.errors).toEqual([]);
});

test('a draft is offered back in the editor’s own dialog; ignored, it is kept until the next save', async ({ editor, dev }) => {
  // Leaving the page with unsaved changes: yes.
  editor.page.on('dialog', (dialog) => void dialog.accept());
  const label = labelOf(FIELDS.get('Trade.headline')?.field.description, 'headline').label;
  const slug = fs.readdirSync(dev.file('content/trades')).sort()[0]?.replace(/\.md$/, '') ?? '';
  const file = `content/trades/${slug}.md`;
  const before = dev.read(file);
  await editor.open('trades', slug);
  const headline = editor.field(label);
  const saved = await headline.inputValue();
  const draft = `${saved} (brouillon)`;
  await editor.type(headline, draft);
  await editor.page.waitForTimeout(2000);

  const question = editor.page.getByRole('dialog', { name: TEXTS.draftTitle });
  await editor.page.reload();
  await expect(question).toBeVisible({ timeout: 60_000 });
  await expect(question.getByRole('button', { name: TEXTS.draftResume })).toBeFocused();
  await question.getByRole('button', { name: TEXTS.draftIgnore }).click();
  await expect(question).toHaveCount(0);
  await expect(editor.field(label)).toHaveValue(saved);

  // Asked again next time, and taken back.
  await editor.page.reload();
  await question.getByRole('button', { name: TEXTS.draftResume }).click({ timeout: 60_000 });
  await expect(editor.field(label)).toHaveValue(draft);
  await expect(editor.preview.locator('h1')).toHaveText(draft);
  await editor.publish();
  await editor.saved();

  // Saved: no draft left to offer.
  await editor.page.reload();
  await expect(editor.field(label)).toHaveValue(draft, { timeout: 60_000 });
  await editor.page.waitForTimeout(1500);
  await expect(question).toHaveCount(0);
  dev.copy.write(`trades/${slug}.md`, before);
});
