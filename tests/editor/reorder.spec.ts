// A reorder changes only the lines that moved (issue 37): a marketer drags a landing section above the one before
// it in « Sections », as they would with the mouse, and publishes. The file on disk is the file before with the two
// sections' lines swapped, every other line, comment and layout kept. Sections and their order come from the copy's
// own content/pages/landing.yaml; the drag handles are found by the role and name the editor gives them.
import { parse } from 'yaml';
import { TEXTS } from '../../src/admin/texts.ts';
import { changedLines } from '../changedLines.ts';
import { expect, test } from './fixtures.ts';

const LANDING = 'content/pages/landing.yaml';

/** The file's lines cut at each item of the top-level `blocks:` list: the lines before, each section's, the lines after. */
function sectionsOf(text: string): { head: string[]; sections: string[][]; tail: string[] } {
  const lines = text.split('\n');
  const start = lines.indexOf('blocks:') + 1;
  let end = start;
  while (end < lines.length && (lines[end]?.startsWith('  ') || lines[end] === '')) end++;
  // Trailing empty lines belong to what follows the list.
  while (end > start && lines[end - 1] === '') end--;
  const sections: string[][] = [];
  for (const line of lines.slice(start, end)) {
    if (line.startsWith('  - ')) sections.push([line]);
    else sections.at(-1)?.push(line);
  }
  return { head: lines.slice(0, start), sections, tail: lines.slice(end) };
}

test('a landing section dragged above the one before it changes only the lines that moved', async ({ editor, dev }) => {
  const before = dev.read(LANDING);
  const { head, sections, tail } = sectionsOf(before);
  const blocks = (parse(before) as { blocks: { type: string }[] }).blocks;
  expect(sections.length).toBe(blocks.length);
  // The last section goes above the one before it: the hero, first, stays where it is.
  const moved = blocks.length - 1;
  expect(moved).toBeGreaterThan(1);

  await editor.open('pages', 'landing');
  // Each section's folded line in « Sections » has a handle named « Déplacer « … » » (src/admin/listAccessibility.ts).
  const handles = editor.page.locator(`[aria-roledescription="${TEXTS.movable}"]`).filter({ visible: true });
  await expect(handles).toHaveCount(blocks.length);
  const [namePrefix, nameSuffix] = TEXTS.moveItem('\u0000')
    .split('\u0000')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  await expect(handles.nth(moved)).toHaveAccessibleName(new RegExp(`^${namePrefix}.+${nameSuffix}$`));

  // Press on the handle, move the mouse up by steps past the middle of the section above, let go. Both handles on
  // screen first: the pointer reaches only what the window shows.
  await handles.nth(moved - 1).scrollIntoViewIfNeeded();
  await handles.nth(moved).scrollIntoViewIfNeeded();
  const from = await handles.nth(moved).boundingBox();
  const to = await handles.nth(moved - 1).boundingBox();
  if (!from || !to) throw new Error('a section handle is not on screen');
  const x = from.x + from.width / 2;
  await editor.page.mouse.move(x, from.y + from.height / 2);
  await editor.page.mouse.down();
  await editor.page.mouse.move(x, from.y + from.height / 2 - 10, { steps: 5 });
  await editor.page.mouse.move(x, to.y + to.height / 2 - 4, { steps: 20 });
  await editor.page.mouse.up();

  // The entry has changed: « Publier » shows.
  await expect(editor.page.getByText('Publier', { exact: true })).toBeVisible();
  await editor.publish();
  await editor.saved();

  const after = dev.read(LANDING);
  const swapped = [...sections];
  [swapped[moved - 1], swapped[moved]] = [sections[moved] ?? [], sections[moved - 1] ?? []];
  const reordered = (parse(after) as { blocks: { type: string }[] }).blocks.map((b) => b.type);
  const expected = blocks.map((b) => b.type);
  [expected[moved - 1], expected[moved]] = [expected[moved] ?? '', expected[moved - 1] ?? ''];
  expect(reordered).toEqual(expected);
  // Byte for byte: the file before with the two sections' lines swapped.
  expect(after).toBe([...head, ...swapped.flat(), ...tail].join('\n'));
  // And no more lines changed than the two sections hold.
  expect(changedLines(before, after)).toBeLessThanOrEqual((sections[moved]?.length ?? 0) + (sections[moved - 1]?.length ?? 0));
  expect(editor.errors).toEqual([]);
});
