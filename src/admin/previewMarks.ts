// The marks of the preview's page (src/ui/field.ts), as click-to-edit finds them: the mark a pointer is over, the
// element that shows a field, the place of a Markdown body's block. Pure DOM, for src/admin/FieldLinks.tsx.
import { FIELD_ATTRIBUTE, LINE_ATTRIBUTE } from '~/ui/field';
import type { BodyPlace } from './fieldFocus';

const LINKED = `[${FIELD_ATTRIBUTE}]`;

/** Whether the page shows an element: drawn, larger than a dot, inside the page (a skip link waits off it for the keyboard). */
function drawn(element: Element): boolean {
  const box = element.getBoundingClientRect();
  const view = element.ownerDocument.defaultView;
  const inPage = box.bottom + (view?.scrollY ?? 0) > 0 && box.right + (view?.scrollX ?? 0) > 0;
  return element.checkVisibility() && box.width > 1 && box.height > 1 && inPage;
}

/**
 * The element of a path: the field's own, else the nearest field around it that the page has; of several, the first
 * the page shows (the header's phone is drawn at some widths only).
 */
function elementOf(doc: Document, path: string): Element | null {
  for (let parts = path.split('.'); parts.length > 0; parts = parts.slice(0, -1)) {
    const elements = [...doc.querySelectorAll(`[${FIELD_ATTRIBUTE}="${CSS.escape(parts.join('.'))}"]`)];
    const element = elements.find(drawn) ?? elements[0];
    if (element) return element;
  }
  return null;
}

/**
 * The marked element a pointer event is for: the innermost mark under the pointer inside the element the event
 * reached (an image that lets the pointer through to its link), else the nearest mark around that element. The
 * frame's elements are not the editor page's `Element`s: any target with `closest` (not the document) will do.
 */
export function linkedAt(event: MouseEvent): Element | null {
  const target = event.target as Partial<Element> | null;
  if (!target?.closest || !target.querySelectorAll) return null;
  const under = [...target.querySelectorAll(LINKED)].filter((mark) => {
    const box = mark.getBoundingClientRect();
    return event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
  });
  return under.at(-1) ?? target.closest(LINKED);
}

/** The text a block of a Markdown body shows itself, without the blocks inside it (a nested list). */
function ownText(block: Element): string {
  const walker = block.ownerDocument.createTreeWalker(block, NodeFilter.SHOW_TEXT);
  let text = '';
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    if (node.parentElement?.closest(`[${LINE_ATTRIBUTE}]`) === block) text += node.textContent ?? '';
  return text;
}

/** Where in its Markdown body a block of it lies (src/admin/bodyCaret.ts), when the element is one. */
export function placeOf(element: Element, path: string): BodyPlace | undefined {
  const line = Number(element.getAttribute(LINE_ATTRIBUTE));
  if (!line) return undefined;
  const blocks = [...element.ownerDocument.querySelectorAll(`[${FIELD_ATTRIBUTE}="${CSS.escape(path)}"][${LINE_ATTRIBUTE}]`)];
  const text = ownText(element);
  const same = blocks.filter((block) => ownText(block) === text);
  return { line, text, index: blocks.indexOf(element), nth: same.indexOf(element) };
}

/** The element of the field that has the caret: the one clicked if it is of that field and still drawn. */
export function shown(doc: Document, path: string | undefined, clicked: Element | null): Element | null {
  if (!path) return null;
  return clicked?.isConnected && clicked.getAttribute(FIELD_ATTRIBUTE) === path ? clicked : elementOf(doc, path);
}
