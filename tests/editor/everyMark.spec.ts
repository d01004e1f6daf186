// Click-to-edit, walked in full: for every block type of every block list (the registries' types, from the editor's
// configuration) and for every collection's preview, each element of the preview that carries a field's mark is
// clicked as a marketer would (the pointer over it, then a click), and the caret must land in that field: its label and
// its value as the copy's file holds them; in a Markdown body, in the block clicked. The clicked element is then the one
// outlined. Then each field is focused from the form, and an element of its path must be outlined, in sight. What the
// preview's first width does not show is walked at the others. New block types, new previews and new marks are walked
// with no change here. Elements no pointer can reach are left out only for a reason the page gives (not shown at any
// width, outside its carousel's window, under a locked overlay's panel, in a disabled button); anything else that stops
// a click (an element drawn over it, an inert part) fails the test. The moves are in ./walkInPreview.ts.
import fs from 'node:fs';
import path from 'node:path';
import { parse, parseDocument } from 'yaml';
import type { Frame } from '@playwright/test';
import { ICON_LABELS } from '../../schema/icons.ts';
import { siteTokens } from '../../src/content/tokens.ts';
import { PREVIEW_WIDTH_NAMES } from '../../src/admin/previewWidth.ts';
import { FIELD_ATTRIBUTE } from '../../src/ui/field.ts';
import { expect, testInOneTab as test } from './fixtures.ts';
import {
  ARRIVED,
  BY_WIDTH,
  chooseWidth,
  chosenWidth,
  clickedTo,
  focusedFromForm,
  frameOrigin,
  previewFrame,
  reachable,
  type Expected,
} from './walkInPreview.ts';
import { at, dataOf, fieldAt, walkUnits, FIXTURES, type Unit, type Walk } from './walkUnits.ts';

const { walks, fixtures, missing } = walkUnits(path.resolve(import.meta.dirname, '../..'));
const softly = expect.configure({ soft: true });

/** Previews that draw no page of the site yet (Decap's own list of the fields): nothing there to click. */
const NO_PREVIEW: Readonly<Record<string, string>> = {
  'content/pages/trade-index.yaml': 'no preview of its own: Decap lists its fields',
};

test.describe.configure({ mode: 'parallel' });

test.beforeAll(({ dev }) => {
  for (const { entry, list, block } of fixtures) {
    if (!entry.file.endsWith('.yaml')) throw new Error(`a fixture block goes into a YAML entry, not ${entry.file}`);
    const doc = parseDocument(dev.read(entry.file));
    doc.addIn([list], block);
    dev.copy.write(entry.file.replace(/^content\//, ''), doc.toString());
  }
});

test('every block type is walked, in the content or in a fixture block', () => {
  expect(missing, `no entry uses these block types: add a block of each as ${FIXTURES}/<Type>.yaml`).toEqual([]);
});

/** Texts of entries that the preview draws with no mark, and why (paths with `*` for any list place). */
const UNMARKED: Readonly<Record<string, { paths: string[]; why: string }>> = {
  'content/pages/demande.yaml': {
    paths: ['steps.*.label', 'steps.*.description'],
    why: 'Mantine’s Stepper draws a step’s label and description with no way to give them an attribute',
  },
};

/** Every text of an entry, as the file holds it and with its {tokens} filled, but at the paths left out. */
function textsOf(value: unknown, tokens: Record<string, string>, out: string[], at = ''): string[] {
  if (out.includes(at.replace(/\.\d+(?=\.|$)/g, '.*').slice(1))) return [];
  if (typeof value === 'string')
    return [value, value.replace(/\{(\w+)\}/g, (token, name: string) => tokens[name] ?? token)].map((t) => t.trim());
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => textsOf(item, tokens, out, `${at}.${key}`));
  return [];
}

/** The texts the preview's page shows that are texts of the entry, drawn with no mark around them (none in a video's fallback). */
function unmarkedTexts(frame: Frame, file: string, data: Record<string, unknown>, tokens: Record<string, string>) {
  const texts = [...new Set(textsOf(data, tokens, UNMARKED[file]?.paths ?? []))].filter((text) => text.length > 1);
  return frame.evaluate(
    ([attr, texts]) => {
      const known = new Set(texts);
      const walker = document.createTreeWalker(document.querySelector('main') ?? document.body, NodeFilter.SHOW_TEXT);
      const unmarked: string[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim() ?? '';
        const parent = node.parentElement;
        if (known.has(text) && parent && !parent.closest(`[${attr}], video`) && parent.checkVisibility()) unmarked.push(text);
      }
      return unmarked;
    },
    [FIELD_ATTRIBUTE, texts] as const,
  );
}

/** The unit a mark belongs to: its block's, or the one of the marks outside the entry's blocks. */
const unitOf = (walk: Walk, path: string): Unit | undefined =>
  walk.units.find((u) => (u.prefix ? path.startsWith(u.prefix) : !(u.outside && path.startsWith(u.outside))));

for (const walk of walks)
  test(`click-to-edit walks ${walk.entry.file}`, async ({ editor, dev }, testInfo) => {
    test.setTimeout(600_000);
    const data = dataOf(dev.read(walk.entry.file), walk.entry.file);
    const tokens = siteTokens(parse(dev.read('content/site.yaml')) as Parameters<typeof siteTokens>[0]);
    // Still, as for a visitor who asks for less motion: a strip that moves by itself would leave other marks in view
    // from one run to the next.
    await editor.page.emulateMedia({ reducedMotion: 'reduce' });
    await editor.open(walk.entry.collection, walk.entry.slug);
    const noPreview = NO_PREVIEW[walk.entry.file];
    if (noPreview) {
      await expect(editor.preview.locator('body')).not.toBeEmpty();
      expect(
        await editor.preview.locator(`[${FIELD_ATTRIBUTE}]`).count(),
        'a preview that draws marks is walked: take it out of NO_PREVIEW',
      ).toBe(0);
      testInfo.annotations.push({ type: 'left out', description: `${walk.entry.file}: ${noPreview}` });
      console.log(`[walk] ${walk.entry.file}: left out, ${noPreview}`);
      return;
    }
    await expect(editor.preview.locator(`[${FIELD_ATTRIBUTE}]`).first()).toBeAttached();
    const frame = await previewFrame(editor);
    const marks = (
      await frame.evaluate(
        (attr) =>
          [...document.querySelectorAll(`[${attr}]`)].map((e) => ({
            path: e.getAttribute(attr) ?? '',
            // An element of a Markdown body with no mark inside (a paragraph): the caret goes to the block showing it.
            text: e.querySelector(`[${attr}]`) ? undefined : (e.textContent ?? ''),
          })),
        FIELD_ATTRIBUTE,
      )
    ).flatMap((mark, k) => {
      const unit = unitOf(walk, mark.path);
      return unit ? [{ ...mark, k, unit }] : [];
    });

    softly(
      await unmarkedTexts(frame, walk.entry.file, data, tokens),
      'texts of the entry shown with no mark: each should lead to its field',
    ).toEqual([]);

    const clicked = new Map<Unit, { k: number; path: string }[]>(walk.units.map((u) => [u, []]));
    const left = new Map<(typeof marks)[number], string>();
    let failures = 0;
    // At the preview's width, then at the others for what that one does not show (the short button label of a phone).
    const first = await chosenWidth(editor);
    for (const width of [first, ...PREVIEW_WIDTH_NAMES.filter((w) => w !== first)]) {
      const todo = width === first ? marks : [...left.entries()].filter(([, why]) => BY_WIDTH.includes(why)).map(([mark]) => mark);
      if (todo.length === 0) continue;
      if (width !== first) await chooseWidth(editor, width);
      const origin = await frameOrigin(editor);
      const here: { k: number; path: string }[] = [];
      for (const mark of todo) {
        const { path, text, k, unit } = mark;
        const where = path.split('.').map((step) => (/^\d+$/.test(step) ? Number(step) : step));
        const field = fieldAt(walk.entry, data, where);
        softly(field, `${path}: a field of the configuration`).toBeDefined();
        if (!field) continue;
        const place = await reachable(frame, k);
        left.delete(mark);
        if ('left' in place) {
          left.set(mark, place.left);
          continue;
        }
        if ('covered' in place) {
          softly(place.covered, `${path}: a click reaches it`).toBe('reachable');
          continue;
        }
        const value = at(data, where);
        const expected: Expected = {
          label: field.label ?? field.name,
          widget: field.widget ?? '',
          value: String(value),
          icon: ICON_LABELS[value as keyof typeof ICON_LABELS] ?? '',
          ...(typeof value === 'string' &&
            value.startsWith('/') &&
            fs.existsSync(dev.file(`public${value}`)) && { bytes: fs.statSync(dev.file(`public${value}`)).size }),
          ...(field.widget === 'markdown' && text !== undefined && { block: text }),
        };
        const outcome = await clickedTo(editor, frame, origin, place, k, expected, tokens);
        failures = outcome === ARRIVED ? 0 : failures + 1;
        softly(outcome, `${path}: the caret in « ${expected.label} » (${expected.value.slice(0, 60)}), the element clicked outlined`).toBe(
          ARRIVED,
        );
        if (outcome === ARRIVED) {
          clicked.get(unit)?.push({ k, path });
          here.push({ k, path });
        }
        if (failures === 3) {
          softly(path, 'the walk stops after three marks in a row that lead nowhere').toBe('');
          break;
        }
      }
      softly(
        await focusedFromForm(editor, here),
        `at the ${width} width, each field focused from the form outlines its element, in sight`,
      ).toEqual([]);
    }
    if ((await chosenWidth(editor)) !== first) await chooseWidth(editor, first);

    const unmarked = UNMARKED[walk.entry.file];
    if (unmarked) console.log(`[walk] ${walk.entry.file}: drawn with no mark: ${unmarked.paths.join(', ')} (${unmarked.why})`);
    for (const unit of walk.units) {
      const out = [...left.entries()].filter(([mark]) => mark.unit === unit).map(([mark, why]) => `${mark.path}: ${why}`);
      const summary = `${clicked.get(unit)?.length ?? 0} of ${marks.filter((m) => m.unit === unit).length} marks clicked${out.length > 0 ? `; left out: ${out.join('; ')}` : ''}`;
      testInfo.annotations.push({ type: 'walked', description: `${unit.title}: ${summary}` });
      console.log(`[walk] ${unit.title}: ${summary}`);
      // A page of blocks may draw nothing outside them; every other preview and block draws its entry.
      if (!unit.outside) softly((clicked.get(unit)?.length ?? 0) + out.length, `${unit.title}: marks walked`).toBeGreaterThan(0);
    }
    expect(editor.errors).toEqual([]);
    await editor.page.emulateMedia({ reducedMotion: null });
  });
