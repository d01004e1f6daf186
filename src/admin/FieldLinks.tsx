// Click-to-edit, the preview's side. Each element a template draws from a field carries that field's path
// (`data-field`, src/ui/field.ts). Hovering one outlines it and names the field with its French label; clicking it
// puts the caret in the field (src/admin/fieldFocus.ts), in a Markdown body at the block clicked. Back: the field that
// has the caret shows its element (the one clicked, when the field draws several), outlined, and scrolled to the
// middle of the pane when it was out of sight (while Decap's sync scrolling is off).
import { useEffect, useLayoutEffect, useRef } from 'react';
import { FIELD_ATTRIBUTE, LINE_ATTRIBUTE } from '~/ui/field';
import { focusField, onActiveField, resolveField, scrollSyncOn, type BodyPlace } from './fieldFocus';

const HOVER = 'data-field-hover';
const ACTIVE = 'data-field-active';
const TIP_ID = 'field-link-label';
const LINKED = `[${FIELD_ATTRIBUTE}]`;

/** The outlines and the label, inside the preview's own document (the editor's stylesheet does not reach it). */
const STYLE = `
[${FIELD_ATTRIBUTE}] { cursor: pointer; }
[${HOVER}] { outline: 2px dashed #3a69c7 !important; outline-offset: 3px; }
[${ACTIVE}] { outline: 3px solid #3a69c7 !important; outline-offset: 3px; }
#${TIP_ID} {
  position: fixed; z-index: 2147483647; pointer-events: none; padding: 2px 8px; border-radius: 4px;
  background: #3a69c7; color: #fff; font: 600 13px/1.5 system-ui, sans-serif; white-space: nowrap;
}
#${TIP_ID}[hidden] { display: none; }
`;

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
function linkedAt(event: MouseEvent): Element | null {
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
function placeOf(element: Element, path: string): BodyPlace | undefined {
  const line = Number(element.getAttribute(LINE_ATTRIBUTE));
  if (!line) return undefined;
  const blocks = [...element.ownerDocument.querySelectorAll(`[${FIELD_ATTRIBUTE}="${CSS.escape(path)}"][${LINE_ATTRIBUTE}]`)];
  const text = ownText(element);
  const same = blocks.filter((block) => ownText(block) === text);
  return { line, text, index: blocks.indexOf(element), nth: same.indexOf(element) };
}

export function FieldLinks({ document: doc }: { document: Document }) {
  const active = useRef<string | undefined>(undefined);
  /** The element last clicked: of the elements of its field, the one outlined. */
  const clicked = useRef<Element | null>(null);

  useEffect(() => {
    const style = doc.createElement('style');
    style.textContent = STYLE;
    doc.head.append(style);
    const tip = doc.createElement('div');
    tip.id = TIP_ID;
    tip.hidden = true;
    tip.setAttribute('aria-hidden', 'true');
    doc.body.append(tip);

    let hovered: Element | null = null;
    const unhover = () => {
      hovered?.removeAttribute(HOVER);
      hovered = null;
      tip.hidden = true;
    };
    const over = (event: MouseEvent) => {
      const element = linkedAt(event);
      if (element === hovered) return;
      unhover();
      const path = element?.getAttribute(FIELD_ATTRIBUTE);
      if (!element || !path) return;
      hovered = element;
      element.setAttribute(HOVER, '');
      tip.textContent = resolveField(path)?.label ?? path;
      tip.hidden = false;
      const box = element.getBoundingClientRect();
      const top = box.top > 28 ? box.top - 28 : box.bottom + 6;
      tip.style.top = `${top}px`;
      tip.style.left = `${Math.max(4, box.left)}px`;
    };
    // A click on a linked element edits its field: it never follows a link or presses a button of the page.
    const click = (event: MouseEvent) => {
      const element = linkedAt(event);
      const path = element?.getAttribute(FIELD_ATTRIBUTE);
      if (!element || !path) return;
      event.preventDefault();
      event.stopPropagation();
      clicked.current = element;
      focusField(path, placeOf(element, path));
      // Another element of the field that already has the caret (another paragraph of the body): the focus stays in
      // the field, and the outline moves to the element clicked.
      if (path === active.current) show(doc, path, element);
    };
    doc.addEventListener('mouseover', over);
    doc.addEventListener('mouseleave', unhover);
    doc.addEventListener('scroll', unhover, { passive: true });
    doc.addEventListener('click', click, true);

    // The preview keeps the caret's element in sight until the reader moves it: the page may still grow as its
    // stylesheets and images arrive after the caret moved.
    const view = doc.defaultView;
    let following = false;
    const inSight = () => {
      const element = shown(doc, active.current, clicked.current);
      if (!element || !view || scrollSyncOn()) return;
      const box = element.getBoundingClientRect();
      // An element already in sight stays where it is (the one just clicked, above all); one taller than the pane is
      // in sight when part of it is, and is otherwise brought in from its top.
      const fits = box.height <= view.innerHeight;
      if (fits ? box.top >= 0 && box.bottom <= view.innerHeight : box.top < view.innerHeight && box.bottom > 0) return;
      const top = fits ? box.top + box.height / 2 - view.innerHeight / 2 : box.top;
      view.scrollTo({ top: view.scrollY + top, behavior: 'instant' });
    };
    const resized = view ? new view.ResizeObserver(() => following && inSight()) : undefined;
    resized?.observe(doc.body);
    const readerMoves = () => void (following = false);
    const moves = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
    for (const type of moves) doc.addEventListener(type, readerMoves, { passive: true, capture: true });

    const stop = onActiveField((path) => {
      active.current = path;
      following = !!show(doc, path, clicked.current);
      inSight();
    });
    return () => {
      stop();
      resized?.disconnect();
      for (const type of moves) doc.removeEventListener(type, readerMoves, { capture: true });
      doc.removeEventListener('mouseover', over);
      doc.removeEventListener('mouseleave', unhover);
      doc.removeEventListener('scroll', unhover);
      doc.removeEventListener('click', click, true);
      style.remove();
      tip.remove();
    };
  }, [doc]);

  // Each redraw of the page (a key typed) may draw the element anew: the outline follows it.
  useLayoutEffect(() => void show(doc, active.current, clicked.current));
  return null;
}

/** The element of the field that has the caret: the one clicked if it is of that field and still drawn. */
function shown(doc: Document, path: string | undefined, clicked: Element | null): Element | null {
  if (!path) return null;
  return clicked?.isConnected && clicked.getAttribute(FIELD_ATTRIBUTE) === path ? clicked : elementOf(doc, path);
}

/** Outlines the element of the field that has the caret, and only it. */
function show(doc: Document, path: string | undefined, clicked: Element | null): Element | null {
  const element = shown(doc, path, clicked);
  for (const other of doc.querySelectorAll(`[${ACTIVE}]`)) if (other !== element) other.removeAttribute(ACTIVE);
  element?.setAttribute(ACTIVE, '');
  return element;
}
