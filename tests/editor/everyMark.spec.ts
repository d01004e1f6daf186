// Click-to-edit, walked in full: for every block type of every block list (the registries' types, from the editor's
// configuration) and for every collection's preview, each element of the preview that carries a field's mark is
// clicked as a marketer would (the pointer over it, then a click), and the caret must land in that field: its label and
// its value as the copy's file holds them; in a Markdown body, in the block clicked. The clicked element is then the one
// outlined. At the end, each field is focused from the form, and an element of its path must be outlined, in sight.
// New block types, new previews and new marks are walked with no change here. Elements that no pointer can reach are
// left out only for a reason the page gives (not shown at this width, outside its carousel's window); anything else
// that stops a click (an element drawn over it, an inert part) fails the test.
import fs from 'node:fs';
import path from 'node:path';
import { parse, parseDocument } from 'yaml';
import type { Frame } from '@playwright/test';
import { ICON_LABELS } from '../../schema/icons.ts';
import { siteTokens } from '../../src/content/tokens.ts';
import { PREVIEW_WIDTH_NAMES, PREVIEW_WIDTHS, type PreviewWidth } from '../../src/admin/previewWidth.ts';
import { TEXTS } from '../../src/admin/texts.ts';
import { FIELD_ATTRIBUTE } from '../../src/ui/field.ts';
import { expect, testInOneTab as test, type Editor } from './fixtures.ts';
import { at, dataOf, fieldAt, walkUnits, FIXTURES, type Unit, type Walk } from './walkUnits.ts';

const { walks, fixtures, missing } = walkUnits(path.resolve(import.meta.dirname, '../..'));
const ACTIVE = 'data-field-active';
/** Each control the walk reached is tagged with its mark's number, to be focused again from the form at the end. */
const REACHED = 'data-walk-reached';
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

type Located = { x: number; y: number } | { left: string } | { clipped: true; focusable: boolean } | { covered: string };

/**
 * Finds a point of the k-th marked element where a click reaches it (in the preview frame's coordinates), after
 * scrolling the preview to it as a reader would, and leaves the form with no caret. A point reaches the element when
 * the element under the pointer is it, or holds it with no other mark there (an image that lets the pointer through to
 * its link).
 */
function locate(frame: Frame, k: number, blur = true): Promise<Located> {
  return frame.evaluate(
    ([attr, k, blur]) => {
      if (blur) (window.parent.document.activeElement as HTMLElement | null)?.blur();
      const el = document.querySelectorAll(`[${attr}]`)[k];
      if (!el) return { covered: 'the element is gone' };
      if (!el.checkVisibility({ visibilityProperty: true })) return { left: 'not shown at this width' };
      if (el.closest(':disabled')) return { left: 'in a disabled button, which takes no click (until the form is filled)' };
      let box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return { left: 'not shown at this width' };
      if (box.top < 0 || box.bottom > innerHeight) {
        window.scrollBy({ top: box.top + Math.min(box.height, innerHeight) / 2 - innerHeight / 2, behavior: 'instant' });
        box = el.getBoundingClientRect();
      }
      let [l, t, r, b] = [Math.max(box.left, 0), Math.max(box.top, 0), Math.min(box.right, innerWidth), Math.min(box.bottom, innerHeight)];
      let clipper: Element | null = null;
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        const style = getComputedStyle(a);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const clip = a.getBoundingClientRect();
        [l, t, r, b] = [Math.max(l, clip.left), Math.max(t, clip.top), Math.min(r, clip.right), Math.min(b, clip.bottom)];
        if (!clipper && (r - l < 2 || b - t < 2)) clipper = a;
      }
      // The keyboard can bring it in when something around it, inside the box that clips it (a slide's link), or it
      // itself off the page's edge (a skip link), takes the focus.
      const focusable = el.closest('a[href], button, [tabindex]');
      if (r - l < 2 || b - t < 2) return { clipped: true as const, focusable: !!focusable && (!clipper || clipper.contains(focusable)) };
      const inside = (mark: Element, x: number, y: number) => {
        const m = mark.getBoundingClientRect();
        return x >= m.left && x <= m.right && y >= m.top && y <= m.bottom;
      };
      const fractions = [0.5, 0.3, 0.7, 0.15, 0.85];
      const hits: (Element | null)[] = [];
      for (const fy of fractions)
        for (const fx of fractions) {
          const [x, y] = [l + (r - l) * fx, t + (b - t) * fy];
          const hit = document.elementFromPoint(x, y);
          hits.push(hit);
          if (!hit) continue;
          if (hit.closest(`[${attr}]`) === el) return { x, y };
          const others = [...hit.querySelectorAll(`[${attr}]`)].filter((m) => m !== el && !m.contains(el) && inside(m, x, y));
          if (hit.contains(el) && others.length === 0) return { x, y };
        }
      const over = document.elementFromPoint((l + r) / 2, (t + b) / 2);
      if (over && el.contains(over)) return { left: 'covered by the marks inside it, each walked' };
      // Behind a locked overlay (src/ui/LockedOverlay), only its panel may stand in the way: the rest of the overlay lets
      // the preview's pointer through to what it blurs.
      const overlay = el.closest('[data-testid="locked-content"]')?.nextElementSibling;
      if (overlay && hits.every((hit) => hit && hit !== overlay && overlay.contains(hit)))
        return { left: 'under the locked overlay’s panel' };
      return { covered: `under ${over?.tagName.toLowerCase()}.${over?.className} « ${(over?.textContent ?? '').slice(0, 40)} »` };
    },
    [FIELD_ATTRIBUTE, k, blur] as const,
  );
}

/**
 * What the caret must show: the field's label; its value, its image (`bytes`: the size of the file of public/ it names)
 * or its icon; in a Markdown body, the block clicked.
 */
type Expected = { label: string; widget: string; value: string; icon: string; bytes?: number; block?: string };

/**
 * Waits in the editor's page until the caret is in the expected field and the preview outlines the k-th mark, the one
 * clicked; tags the control with the caret. Returns what it saw when it stopped waiting.
 */
function reached(editor: Editor, k: number, expected: Expected, tokens: Record<string, string>) {
  return editor.page.evaluate(
    async ([expected, tokens, k, attr, active, tag]) => {
      const squeezed = (text: string) =>
        text
          .replace(/\uFEFF/g, '')
          .replace(/\s+/g, ' ')
          .trim();
      const filled = (text: string) => text.replace(/\{(\w+)\}/g, (token, name: string) => tokens[name] ?? token);
      /** Whether an image is the file: at its address, or loaded by Decap into the browser with the file's size. */
      const sizes = new Map<string, number>();
      const isFile = async (src: string) => {
        if (src === expected.value || src.endsWith(expected.value)) return true;
        if (!src.startsWith('blob:') || expected.bytes === undefined) return false;
        if (!sizes.has(src)) sizes.set(src, (await (await fetch(src)).blob()).size);
        return sizes.get(src) === expected.bytes;
      };
      const read = async () => {
        const focused = document.activeElement as HTMLInputElement | null;
        let holder: Element | null = focused;
        while (holder && !holder.querySelector(':scope > * > label[for]')) holder = holder.parentElement;
        const label = holder?.querySelector(':scope > * > label[for]')?.textContent ?? '';
        const value = focused && 'value' in focused && focused.tagName !== 'BUTTON' ? String(focused.value) : '';
        // The Markdown editor's block of the caret: around Slate's run of text, past an inline element (a link).
        const anchor = getSelection()?.anchorNode;
        let block = (anchor instanceof Element ? anchor : anchor?.parentElement)?.closest('[data-slate-node="text"]')?.parentElement;
        while (block?.hasAttribute('data-slate-inline')) block = block.parentElement;
        const images = await Promise.all([...(holder?.querySelectorAll('img') ?? [])].map((image) => isFile(image.src)));
        const inField =
          label.includes(expected.label) &&
          (expected.widget === 'markdown'
            ? !!focused?.isContentEditable &&
              (expected.block === undefined || squeezed(filled(block?.textContent ?? '')) === squeezed(expected.block))
            : expected.widget === 'image' || expected.widget === 'file'
              ? focused?.tagName === 'BUTTON' && images.includes(true)
              : expected.widget === 'icon'
                ? focused?.tagName === 'BUTTON' && (focused.textContent ?? '').includes(expected.icon)
                : value === expected.value);
        const frame = (document.getElementById('preview-pane') as HTMLIFrameElement).contentDocument;
        const outlined = [...(frame?.querySelectorAll(`[${active}]`) ?? [])];
        const clicked = frame?.querySelectorAll(`[${attr}]`)[k];
        const seen = `caret in « ${label} » on ${focused?.tagName} « ${(value || block?.textContent || focused?.textContent || '').slice(0, 80)} »; outlined: ${outlined.map((e) => e.getAttribute(attr)).join(', ') || 'nothing'}${outlined[0] && outlined[0] !== clicked ? ' (not the element clicked)' : ''}`;
        if (inField && focused) focused.setAttribute(tag, String(k));
        return { done: inField && outlined.length === 1 && outlined[0] === clicked, seen };
      };
      const end = Date.now() + 10_000;
      let now = await read();
      while (!now.done && Date.now() < end) {
        await new Promise((resolve) => setTimeout(resolve, 30));
        now = await read();
      }
      return now.done ? 'in its field, outlined' : now.seen;
    },
    [expected, tokens, k, FIELD_ATTRIBUTE, ACTIVE, REACHED] as const,
  );
}

/** Focuses, from the form, each control reached, and checks that the preview outlines an element of its path in sight. */
function focusedFromForm(editor: Editor, marks: { k: number; path: string }[]) {
  return editor.page.evaluate(
    async ([marks, attr, active, tag]) => {
      const frame = (document.getElementById('preview-pane') as HTMLIFrameElement).contentDocument;
      const wrong: string[] = [];
      let previous = '';
      for (const { k, path } of marks) {
        const control = document.querySelector<HTMLElement>(`[${tag}="${k}"]`);
        if (!control || path === previous) continue;
        previous = path;
        control.focus();
        const end = Date.now() + 10_000;
        let seen = '';
        for (;;) {
          const outlined = [...(frame?.querySelectorAll(`[${active}]`) ?? [])];
          seen = outlined.map((e) => e.getAttribute(attr)).join(', ');
          const box = outlined[0]?.getBoundingClientRect();
          if (outlined.length === 1 && seen === path && box && box.bottom > 0 && box.top < (frame?.defaultView?.innerHeight ?? 0)) break;
          if (Date.now() > end) {
            wrong.push(`${path}: outlined ${seen || 'nothing'}${seen === path ? ', out of sight' : ''}`);
            break;
          }
          await new Promise(requestAnimationFrame);
        }
      }
      return wrong;
    },
    [marks, FIELD_ATTRIBUTE, ACTIVE, REACHED] as const,
  );
}

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

const NOT_SHOWN = 'not shown at any of the preview’s widths';
const UNDER_PANEL = 'under the locked overlay’s panel at every width';
/** Why a mark may be out of reach at one width and not at another: it is tried again at the others. */
const BY_WIDTH = [NOT_SHOWN, UNDER_PANEL];
const ARRIVED = 'in its field, outlined';

/** Where the preview frame's page starts in the editor's page, and how much it is scaled down to fit the pane. */
function frameOrigin(editor: Editor) {
  return editor.page.evaluate(() => {
    const pane = document.getElementById('preview-pane') as HTMLIFrameElement;
    const box = pane.getBoundingClientRect();
    const scale = box.width / pane.offsetWidth;
    return { x: box.left + pane.clientLeft * scale, y: box.top + pane.clientTop * scale, scale };
  });
}

/** The preview's width as its switch says, and a click on the switch for another (src/admin/PreviewWidth.tsx). */
async function chosenWidth(editor: Editor): Promise<PreviewWidth> {
  for (const width of PREVIEW_WIDTH_NAMES)
    if ((await editor.page.getByRole('button', { name: TEXTS.previewWidths[width], exact: true }).getAttribute('aria-pressed')) === 'true')
      return width;
  throw new Error('no width of the preview is chosen');
}

async function chooseWidth(editor: Editor, width: PreviewWidth) {
  const button = editor.page.getByRole('button', { name: TEXTS.previewWidths[width], exact: true });
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect
    .poll(() =>
      editor.page.locator('#preview-pane').evaluate((frame, px) => (frame as HTMLIFrameElement).offsetWidth === px, PREVIEW_WIDTHS[width]),
    )
    .toBe(true);
}

/**
 * A point where a click reaches the k-th mark, or why none does: a mark out of its carousel's window is first brought
 * in by the keyboard, as the page shows a slide whose link has the focus.
 */
async function reachable(frame: Frame, k: number): Promise<{ x: number; y: number } | { left: string } | { covered: string }> {
  let place = await locate(frame, k);
  if ('clipped' in place && place.focusable) {
    await frame.evaluate(
      ([attr, k]) => document.querySelectorAll(`[${attr}]`)[k]?.closest<HTMLElement>('a[href], button, [tabindex]')?.focus(),
      [FIELD_ATTRIBUTE, k] as const,
    );
    const end = Date.now() + 10_000;
    while ('clipped' in place && Date.now() < end) place = await locate(frame, k, false);
  }
  if ('clipped' in place) return { left: 'hidden by a box that clips it (a carousel’s window)' };
  if (!('left' in place)) return place;
  return {
    left:
      place.left === 'not shown at this width' ? NOT_SHOWN : place.left === 'under the locked overlay’s panel' ? UNDER_PANEL : place.left,
  };
}

/** Clicks the mark at `place` and waits for the caret in its field; once more if not, as a person would. */
async function clickedTo(
  editor: Editor,
  frame: Frame,
  origin: { x: number; y: number; scale: number },
  place: { x: number; y: number },
  k: number,
  expected: Expected,
  tokens: Record<string, string>,
): Promise<string> {
  const click = (at: { x: number; y: number }) => editor.page.mouse.click(origin.x + at.x * origin.scale, origin.y + at.y * origin.scale);
  await click(place);
  const outcome = await reached(editor, k, expected, tokens);
  if (outcome === ARRIVED) return outcome;
  // The page may have moved under the pointer as it finished drawing.
  const again = await locate(frame, k);
  if (!('x' in again)) return outcome;
  await click(again);
  return reached(editor, k, expected, tokens);
}

async function previewFrame(editor: Editor): Promise<Frame> {
  const frame = await (await editor.page.locator('#preview-pane').elementHandle())?.contentFrame();
  if (!frame) throw new Error('no preview frame');
  return frame;
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
