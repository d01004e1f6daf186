// Every rule shows at its field while typing (issue 49.6), the anchor rule included: two sections cannot share an
// anchor, and none may take the page's main element's (src/check/document.ts). The mistake shows under the anchor
// being typed, naming that section, before any save; a save refused for it keeps its notice on screen until it is
// closed. Messages come from the rules themselves, run on the copy's content as the marketer changes it.
import { parse } from 'yaml';
import { labelOf } from '../../schema/fields.ts';
import { MAIN_ANCHOR } from '../../schema/anchors.ts';
import { crossFieldMistakes, FIELDS } from '../../src/check/document.ts';
import { siteTokens } from '../../src/content/tokens.ts';
import { fillTokens } from '../../src/content/tokens.ts';
import { TEXTS } from '../../src/admin/texts.ts';
import { expect, phrase, test, type Editor } from './fixtures.ts';

const LANDING = 'content/pages/landing.yaml';
type Section = { type: string; anchor?: string; title?: string; headline?: string };

/** The mistakes the anchor rule finds at the section `index` once its anchor is `anchor`. */
function anchorMistakes(editor: Editor, index: number, anchor: string): string[] {
  const data = parse(editor.dev.read(LANDING)) as { blocks: Section[] };
  data.blocks = data.blocks.map((block, i) => (i === index ? { ...block, anchor } : block));
  return crossFieldMistakes(data)
    .filter((mistake) => mistake.segments.join('.') === `blocks.${index}.anchor`)
    .map((mistake) => `${mistake.problem} ${mistake.fix}`);
}

test('an anchor another section has, or the main content’s, is refused at its field while typing, naming that section', async ({
  editor,
  dev,
}) => {
  const before = dev.read(LANDING);
  const sections = (parse(before) as { blocks: Section[] }).blocks;
  const anchored = sections.flatMap((section, index) => (section.anchor ? [{ ...section, index }] : []));
  const [first, edited] = anchored;
  if (!first?.anchor || !edited?.anchor) throw new Error('the landing page has fewer than two sections with an anchor');
  const tokens = siteTokens(parse(dev.read('content/site.yaml')));
  const label = labelOf(FIELDS.get(`${edited.type}.anchor`)?.field.description, 'anchor').label;

  await editor.open('pages', 'landing');
  await editor.page
    .getByRole('button', { name: TEXTS.openItem(fillTokens(edited.title ?? edited.headline ?? '', tokens)), exact: true })
    .click();
  const field = editor.field(label).filter({ visible: true });
  await expect(field).toHaveValue(edited.anchor);
  /** The field's own box: its label, its input and the mistakes under it. */
  const box = editor.page.locator('[aria-label="Champ"]').filter({ has: field }).last();

  // The first section's anchor, typed into the other's: the mistake shows under it, naming it first.
  await editor.type(field, first.anchor);
  const [shared] = anchorMistakes(editor, edited.index, first.anchor);
  expect(shared?.startsWith(`La section n° ${edited.index + 1} (« ${edited.title ?? edited.headline} »)`)).toBe(true);
  await expect(box.getByText(shared ?? '', { exact: true })).toBeVisible();

  // Published anyway: refused, and the notice stays until it is closed, long after Decap's toasts have gone.
  await editor.refused(LANDING, before, TEXTS.refusedField(label, shared ?? ''));
  const notice = editor.page.getByRole('alert').filter({ has: editor.page.getByRole('button', { name: TEXTS.closeNotice }) });
  await editor.page.waitForTimeout(10_000);
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(shared ?? '');
  await notice.getByRole('button', { name: TEXTS.closeNotice }).click();
  await expect(notice).toHaveCount(0);

  // The page's main content's anchor.
  await editor.type(field, MAIN_ANCHOR);
  const [main] = anchorMistakes(editor, edited.index, MAIN_ANCHOR);
  await expect(box.getByText(main ?? '', { exact: true })).toBeVisible();
  await expect(box.getByText(shared ?? '', { exact: true })).toHaveCount(0);

  // Put back: no mistake left, nothing to save.
  await editor.type(field, edited.anchor);
  await expect(box.getByText(main ?? '', { exact: true })).toHaveCount(0);
  await expect(editor.page.getByText(phrase('editor.editorToolbar.changesSaved'))).toBeVisible();
  expect(dev.read(LANDING)).toBe(before);
  expect(editor.errors).toEqual([]);
});
