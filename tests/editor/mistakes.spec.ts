// Mistakes the editor used to let through (issue 37), each as a marketer makes them: a value put back after a save,
// a phone or a link the guide refuses, the landing page's hero deleted, a new trade page (a reorder: reorder.spec.ts). Labels and
// messages come from the schema, the rules and the editor's texts; values from the copy's content.
import fs from 'node:fs';
import { parse } from 'yaml';
import { labelOf, rulesOf } from '../../schema/fields.ts';
import { isFrenchPhone } from '../../schema/phone.ts';
import { ICON_NAMES } from '../../schema/icons.ts';
import { FIELDS } from '../../src/check/document.ts';
import { fillTokens, siteTokens } from '../../src/content/tokens.ts';
import { TEXTS } from '../../src/admin/texts.ts';
import { REQUEST_PATH, TRADE_INDEX_PATH, tradePath } from '../../src/paths.ts';
import { changedLines } from '../changedLines.ts';
import { expect, phrase, test } from './fixtures.ts';

/** The label the editor shows for a schema field (`Site.phone`). */
function label(rule: string): string {
  const found = FIELDS.get(rule);
  if (!found) throw new Error(`no field ${rule}`);
  return labelOf(found.field.description, found.name).label;
}

const firstTrade = (folder: string) => fs.readdirSync(folder).sort()[0]?.replace(/\.md$/, '') ?? '';

const SITE = 'content/site.yaml';
const LANDING = 'content/pages/landing.yaml';

test.describe('mistakes the editor lets through', () => {
  test('a value put back after a save is saved', async ({ editor, dev }) => {
    const before = dev.read(SITE);
    const { phone } = parse(before) as { phone: string };
    const other = ['01 23 45 67 89', '09 87 65 43 21'].find((number) => number !== phone) ?? '';
    expect(isFrenchPhone(other)).toBe(true);
    await editor.open('pages', 'site');
    const field = editor.field(label('Site.phone'));
    // The file's text kept for the next save is in the form, out of sight.
    await expect(editor.page.locator('[data-saved-source]')).toHaveCount(1);
    await expect(
      editor.page
        .locator('[aria-label]')
        .filter({ has: editor.page.locator('[data-saved-source]') })
        .last(),
    ).toBeHidden();
    // The settings' preview: the header and footer around the settings, not an error page.
    const notFound = parse(dev.read('content/pages/not-found.yaml')) as { heading: string };
    await expect(editor.preview.getByRole('heading', { level: 1 })).toHaveText(TEXTS.settingsTitle);
    await expect(editor.preview.getByText(notFound.heading)).toHaveCount(0);
    await editor.type(field, other);
    await expect(editor.preview.getByText(other, { exact: true }).filter({ visible: true }).first()).toBeVisible();
    await editor.publish();
    await editor.saved();
    expect(dev.read(SITE)).toContain(`phone: ${other}`);

    // Typed back: the entry is not saved yet, and « Publier » writes it.
    await editor.type(field, phone);
    await expect(editor.page.getByText(phrase('editor.editorToolbar.unsavedChanges'))).toBeVisible();
    await editor.publish();
    await editor.saved();
    expect(dev.read(SITE)).toBe(before);
    expect(editor.errors).toEqual([]);
  });

  test('the site’s phone is checked by the spec’s French rule, and a link field takes https:// only', async ({ editor, dev }) => {
    const before = dev.read(SITE);
    await editor.open('pages', 'site');
    const field = editor.field(label('Site.phone'));
    const phone = await field.inputValue();
    for (const wrong of ['01 84 60 27', 'Tél. 01 84 60 27 45']) {
      expect(isFrenchPhone(wrong)).toBe(false);
      await editor.type(field, wrong);
      await expect(editor.page.getByText(`« ${wrong} » n’est pas un numéro de téléphone français`)).toBeVisible();
      await editor.refused(SITE, before, TEXTS.refusedField(label('Site.phone'), `« ${wrong} » n’est pas un numéro de téléphone français`));
    }
    await editor.type(field, phone);

    // A trade page's button, whose help says « adresse https:// ».
    const trade = firstTrade(dev.file('content/trades'));
    const file = `content/trades/${trade}.md`;
    const tradeBefore = dev.read(file);
    await editor.open('trades', trade);
    const link = editor.field(label('Cta.href')).first();
    expect(FIELDS.get('Cta.href')?.field.description).toContain('https://');
    await editor.type(link, 'http://exemple.fr');
    await expect(editor.page.getByText('« http://exemple.fr » est une adresse http://, non chiffrée')).toBeVisible();
    await editor.refused(
      file,
      tradeBefore,
      TEXTS.refusedField(label('Cta.href'), '« http://exemple.fr » est une adresse http://, non chiffrée'),
    );
    expect(editor.errors).toEqual([]);
  });

  test('the landing page keeps its hero: a deleted section is refused, undone in one click, and the list reads in French', async ({
    editor,
    dev,
  }) => {
    const before = dev.read(LANDING);
    const blocks = (parse(before) as { blocks: Record<string, string>[] }).blocks;
    const kept = rulesOf(FIELDS.get('Landing.blocks')?.field).keeps;
    const found = blocks.find((block) => block.type === kept?.type);
    if (!kept || !found?.headline) throw new Error('the landing page has no hero to keep');
    // Its folded line as the page shows it, {previewDelay} filled in.
    const hero = { headline: fillTokens(found.headline, siteTokens(parse(dev.read(SITE)))) };
    await editor.open('pages', 'landing');

    // Every item of the list names its buttons after its own folded line, in French.
    const remove = editor.page.getByRole('button', { name: TEXTS.removeItem(hero.headline), exact: true });
    await expect(remove).toBeVisible();
    await expect(editor.page.getByRole('button', { name: TEXTS.openItem(hero.headline), exact: true })).toBeVisible();
    const instructions = editor.page.locator('[id^="DndDescribedBy-"]').first();
    await expect(instructions).toHaveText(TEXTS.dragInstructions);

    await remove.click();
    await expect(editor.page.getByText(`La page n’a plus de section « ${kept.label} »`)).toBeVisible();
    await editor.refused(LANDING, before, TEXTS.refusedField(label('Landing.blocks'), `La page n’a plus de section « ${kept.label} »`));
    await editor.page.getByRole('button', { name: TEXTS.undoRemoval }).click();
    await expect(editor.page.getByRole('button', { name: TEXTS.removeItem(hero.headline), exact: true })).toBeVisible();
    await expect(editor.page.getByText(`La page n’a plus de section « ${kept.label} »`)).toHaveCount(0);
    await expect(editor.page.getByText(phrase('editor.editorToolbar.changesSaved'))).toBeVisible();
    expect(dev.read(LANDING)).toBe(before);
    expect(editor.errors).toEqual([]);
  });

  test('folded list items show their own text, {tokens} filled: a checklist line, a card’s title, a section’s title', async ({
    editor,
    dev,
  }) => {
    const trade = firstTrade(dev.file('content/trades'));
    const data = parse(dev.read(`content/trades/${trade}.md`).split(/^---$/m)[1] ?? '') as {
      checklist: string[];
      features: { title: string }[];
    };
    await editor.open('pages', 'landing');
    // A promise written « Livrée en {previewDelay} » folds as « Livrée en 96h », as the page shows it.
    const tokens = siteTokens(parse(dev.read(SITE)));
    const withToken = [...dev.read(LANDING).matchAll(/^ {4,}(?:- )?title: "?([^"\n]*\{previewDelay\}[^"\n]*)"?$/gm)].map((m) => m[1] ?? '');
    expect(withToken.length).toBeGreaterThan(0);
    // The sections unfolded, each by its own folded line (a hero by its headline, the others by their title).
    const sections = (parse(dev.read(LANDING)) as { blocks: Record<string, string>[] }).blocks;
    for (const section of sections) {
      const line = fillTokens(section.headline ?? section.title ?? '', tokens);
      await editor.page.getByRole('button', { name: TEXTS.openItem(line), exact: true }).click();
      await expect(editor.page.getByRole('button', { name: TEXTS.closeItem(line), exact: true })).toBeVisible();
    }
    for (const title of withToken) {
      expect(fillTokens(title, tokens)).not.toContain('{');
      await expect(editor.page.getByText(fillTokens(title, tokens), { exact: true }).first()).toBeVisible();
    }
    await editor.open('trades', trade);
    for (const line of data.checklist)
      await expect(editor.page.getByRole('button', { name: TEXTS.openItem(line), exact: true })).toBeVisible();
    for (const card of data.features)
      await expect(editor.page.getByRole('button', { name: TEXTS.openItem(card.title), exact: true })).toBeVisible();
  });

  test('a new trade page: its buttons lead to the request page, and an icon not chosen shows nowhere', async ({ editor, dev }) => {
    await editor.page.goto(`${dev.origin}/admin/#/collections/trades/new`);
    await editor.page.locator('label[for*="-field-"]').first().waitFor({ timeout: 60_000 });
    const links = editor.page.getByLabel(label('Cta.href'), { exact: true });
    await expect(links).toHaveCount(2);
    for (const link of await links.all()) await expect(link).toHaveValue(REQUEST_PATH.replace(/\/$/, ''));
    // The preview's icons draw: their symbols come from the sprite into the preview's own document (src/ui/iconSprite.ts).
    const shownIcons = () =>
      editor.preview
        .locator('body')
        .evaluate((body) =>
          [...body.querySelectorAll<SVGUseElement>('svg:not(#icon-symbols) use')]
            .filter((use) => use.closest('svg')?.getClientRects().length)
            .map((use) => use.getBBox().width > 0),
        );
    await expect.poll(async () => (await shownIcons()).length).toBeGreaterThan(0);
    await expect.poll(async () => (await shownIcons()).every(Boolean)).toBe(true);
    const drawn = editor.preview.locator(`use[href$="#i-${ICON_NAMES[0]}"]`);
    const drawnBefore = await drawn.count();
    await editor.page.getByRole('button', { name: phrase('editor.editorWidgets.list.add').replace('%{item}', 'atout') }).click();
    await expect(editor.page.getByText(TEXTS.iconNone).first()).toBeVisible();
    await editor.page.waitForTimeout(1000);
    expect(await drawn.count()).toBe(drawnBefore);
  });

  test('a trade page created in the editor answers on its address within 5 s, with no restart', async ({ editor, dev }) => {
    const trade = firstTrade(dev.file('content/trades'));
    // The dev server has drawn a trade page already, as when a marketer checks the site: the time below is the new
    // page's, not the first compilation of the trade route.
    expect((await fetch(`${dev.origin}${tradePath(trade)}`)).status).toBe(200);
    await editor.open('trades', trade);
    // Unchanged, the entry offers « Publiée » (its menu: « Dupliquer »), not « Publier ».
    await editor.page.getByRole('button', { name: phrase('editor.editorToolbar.published') }).click();
    await editor.page.getByText(phrase('editor.editorToolbar.duplicate'), { exact: true }).click();
    await editor.page.waitForURL(/\/new/);
    await editor.type(editor.field(label('Trade.name')), 'Plombier');
    await editor.publish();
    await editor.saved();
    const file = 'content/trades/plombier.md';
    expect(dev.read(file)).toContain('name: Plombier');
    const saved = Date.now();
    // The page itself, drawn by the trade route: its headline (a page not prerendered would be the bare shell,
    // whose footer already lists the new trade).
    const tokens = siteTokens(parse(dev.read(SITE)));
    const { headline } = parse(dev.read(file).split(/^---$/m)[1] ?? '') as { headline: string };
    const shown = fillTokens(headline, tokens);
    const decoded = (text: string) =>
      text
        .replace(/&#x27;|&#39;/g, "'")
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, '&');
    const address = `${dev.origin}${tradePath('plombier')}`;
    // Its page and its page data (what a link from a page with scripts loads): React Router refuses the data of a
    // path its prerender list lacks (« Refusing to SSR the path … »).
    let status = 0;
    let html = '';
    while (Date.now() - saved < 5000) {
      const [page, data] = await Promise.all([fetch(address), fetch(`${address}_.data`)]);
      html = decoded(await page.text());
      await data.text();
      status = Math.max(page.status, data.status);
      if (status === 200 && html.includes(shown)) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(status, html.slice(0, 500)).toBe(200);
    expect(html).toContain(shown);
    expect(Date.now() - saved).toBeLessThan(5000);
    // Reached from the trade index by its link, as a visitor does (a client navigation, which loads the page data).
    const page = await editor.page.context().newPage();
    await page.goto(`${dev.origin}${TRADE_INDEX_PATH}`);
    await page.waitForLoadState('networkidle');
    await page
      .locator(`a[href$="${tradePath('plombier')}"]`)
      .first()
      .click();
    await expect(page).toHaveURL(address);
    await expect(page.locator('h1')).toHaveText(shown);
    await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);
    await page.close();
    expect(changedLines(dev.read(`content/trades/${trade}.md`), dev.read(file))).toBeGreaterThan(0);
  });
});
