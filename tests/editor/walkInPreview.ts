// The click-to-edit walk's moves in the editor (tests/editor/everyMark.spec.ts): finding where a click reaches a mark of
// the preview, clicking it as a person would, waiting for the caret in its field, focusing fields from the form, the
// preview's width switch. The preview frame's page is read where it is, through Playwright's frame.
import type { Frame } from '@playwright/test';
import { PREVIEW_WIDTH_NAMES, PREVIEW_WIDTHS, type PreviewWidth } from '../../src/admin/previewWidth.ts';
import { TEXTS } from '../../src/admin/texts.ts';
import { FIELD_ATTRIBUTE } from '../../src/ui/field.ts';
import { expect, type Editor } from './fixtures.ts';

const ACTIVE = 'data-field-active';
/** Each control the walk reached is tagged with its mark's number, to be focused again from the form at the end. */
const REACHED = 'data-walk-reached';

type Located = { x: number; y: number } | { left: string } | { clipped: true; focusable: boolean } | { covered: string };

/**
 * Finds a point of the k-th marked element where a click reaches it (in the preview frame's coordinates), after
 * scrolling the preview to it as a reader would, and leaves the form with no caret and the page with no focus. A
 * point reaches the element when the element under the pointer is it, or holds it with no other mark there (an image
 * that lets the pointer through to its link).
 */
function locate(frame: Frame, k: number, blur = true): Promise<Located> {
  return frame.evaluate(
    ([attr, k, blur]) => {
      // No caret in the form, and no focus left in the page by the mark walked before (a skip link, shown while it has
      // the focus, would come back over the header when the click gives the frame the focus again).
      if (blur) for (const doc of [window.parent.document, document]) (doc.activeElement as HTMLElement | null)?.blur();
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
export type Expected = { label: string; widget: string; value: string; icon: string; bytes?: number; block?: string };

/**
 * Waits in the editor's page until the caret is in the expected field and the preview outlines the k-th mark, the one
 * clicked; tags the control with the caret. Returns what it saw when it stopped waiting.
 */
export function reached(editor: Editor, k: number, expected: Expected, tokens: Record<string, string>) {
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
export function focusedFromForm(editor: Editor, marks: { k: number; path: string }[]) {
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

export const NOT_SHOWN = 'not shown at any of the preview’s widths';
const UNDER_PANEL = 'under the locked overlay’s panel at every width';
/** Why a mark may be out of reach at one width and not at another: it is tried again at the others. */
export const BY_WIDTH = [NOT_SHOWN, UNDER_PANEL];
export const ARRIVED = 'in its field, outlined';

/** Where the preview frame's page starts in the editor's page, and how much it is scaled down to fit the pane. */
export function frameOrigin(editor: Editor) {
  return editor.page.evaluate(() => {
    const pane = document.getElementById('preview-pane') as HTMLIFrameElement;
    const box = pane.getBoundingClientRect();
    const scale = box.width / pane.offsetWidth;
    return { x: box.left + pane.clientLeft * scale, y: box.top + pane.clientTop * scale, scale };
  });
}

/** The preview's width as its switch says, and a click on the switch for another (src/admin/PreviewWidth.tsx). */
export async function chosenWidth(editor: Editor): Promise<PreviewWidth> {
  for (const width of PREVIEW_WIDTH_NAMES)
    if ((await editor.page.getByRole('button', { name: TEXTS.previewWidths[width], exact: true }).getAttribute('aria-pressed')) === 'true')
      return width;
  throw new Error('no width of the preview is chosen');
}

export async function chooseWidth(editor: Editor, width: PreviewWidth) {
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
export async function reachable(frame: Frame, k: number): Promise<{ x: number; y: number } | { left: string } | { covered: string }> {
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
export async function clickedTo(
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

export async function previewFrame(editor: Editor): Promise<Frame> {
  const frame = await (await editor.page.locator('#preview-pane').elementHandle())?.contentFrame();
  if (!frame) throw new Error('no preview frame');
  return frame;
}
