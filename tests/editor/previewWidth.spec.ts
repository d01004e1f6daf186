// The preview shows what visitors see (issue 49.3): a switch above the preview draws the page at a phone's, a tablet's
// or a computer's width, and the site's own media queries lay it out as on that screen: a phone gets the hero button's
// short label, a computer the process steps three across. The choice is kept from entry to entry. Texts come from the
// copy's content and the editor's own texts.
import { parse } from 'yaml';
import { PREVIEW_WIDTHS, type PreviewWidth } from '../../src/admin/previewWidth.ts';
import { TEXTS } from '../../src/admin/texts.ts';
import { expect, test, type Editor } from './fixtures.ts';

type Block = { type: string; cta?: { label: string; shortLabel: string; href: string }; steps?: { title: string }[] };

const widthButton = (editor: Editor, width: PreviewWidth) =>
  editor.page.getByRole('group', { name: TEXTS.previewWidth }).getByRole('button', { name: TEXTS.previewWidths[width], exact: true });

/** The width the preview's page is laid out at: its frame's viewport, which the site's media queries read. */
const laidOutAt = (editor: Editor) => editor.preview.locator('body').evaluate(() => window.innerWidth);

test('the preview is drawn at a phone’s, a tablet’s and a computer’s width, with the site’s layout at each', async ({ editor, dev }) => {
  const blocks = (parse(dev.read('content/pages/landing.yaml')) as { blocks: Block[] }).blocks;
  const cta = blocks.find((block) => block.type === 'Hero')?.cta;
  const steps = blocks.find((block) => block.type === 'Process')?.steps ?? [];
  if (!cta || steps.length !== 3) throw new Error('the landing page has no hero button or not three process steps');
  await editor.open('pages', 'landing');
  // The hero's button as a visitor (or a screen reader) gets it: named by the label the screen shows, the other one
  // hidden by the site's CSS.
  const button = editor.preview.getByRole('main').getByRole('link').filter({ hasText: cta.shortLabel }).first();
  const stepBoxes = () => Promise.all(steps.map(({ title }) => editor.preview.getByText(title, { exact: true }).first().boundingBox()));

  await widthButton(editor, 'phone').click();
  await expect(widthButton(editor, 'phone')).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => laidOutAt(editor)).toBe(PREVIEW_WIDTHS.phone);
  await expect(button).toHaveAccessibleName(cta.shortLabel);
  const stacked = await stepBoxes();
  expect(stacked.every((box, i) => box && (i === 0 || box.y > (stacked[i - 1]?.y ?? 0)))).toBe(true);

  await widthButton(editor, 'desktop').click();
  await expect(widthButton(editor, 'desktop')).toHaveAttribute('aria-pressed', 'true');
  await expect(widthButton(editor, 'phone')).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(() => laidOutAt(editor)).toBe(PREVIEW_WIDTHS.desktop);
  await expect(button).toHaveAccessibleName(cta.label);
  // Three across: one row, left to right.
  await editor.preview
    .getByText(steps[0]?.title ?? '', { exact: true })
    .first()
    .scrollIntoViewIfNeeded();
  const across = await stepBoxes();
  const top = across[0]?.y ?? -1;
  expect(across.every((box) => box && Math.abs(box.y - top) < 2)).toBe(true);
  expect(across.every((box, i) => box && (i === 0 || box.x > (across[i - 1]?.x ?? 0)))).toBe(true);
  // A computer's page is shrunk to the pane, never cut off or spilling over the form.
  const [frame, pane] = await Promise.all([
    editor.page.locator('#preview-pane').boundingBox(),
    editor.page.locator('#preview-pane').locator('xpath=..').boundingBox(),
  ]);
  expect(frame && pane && frame.x >= pane.x && frame.x + frame.width <= pane.x + pane.width + 1).toBe(true);

  // By keyboard: Tab from one choice to the next, Space to take it.
  await widthButton(editor, 'phone').focus();
  await editor.page.keyboard.press('Tab');
  await expect(widthButton(editor, 'tablet')).toBeFocused();
  await editor.page.keyboard.press('Space');
  await expect(widthButton(editor, 'tablet')).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => laidOutAt(editor)).toBe(PREVIEW_WIDTHS.tablet);

  // Kept from one entry to the next.
  await editor.open('pages', 'site');
  await expect(widthButton(editor, 'tablet')).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => laidOutAt(editor)).toBe(PREVIEW_WIDTHS.tablet);
  expect(editor.errors).toEqual([]);
});
