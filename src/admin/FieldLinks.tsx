// Click-to-edit, the preview's side. Each element a template draws from a field carries that field's path
// (`data-field`, src/ui/field.ts). Hovering one outlines it and names the field with its French label; clicking it
// puts the caret in the field (src/admin/fieldFocus.ts), in a Markdown body at the block clicked. Back: the field that
// has the caret shows its element (the one clicked, when the field draws several), outlined, and scrolled to the
// middle of the pane when it was out of sight (while Decap's sync scrolling is off).
import { useEffect, useLayoutEffect, useRef } from 'react';
import { FIELD_ATTRIBUTE } from '~/ui/field';
import { focusField, onActiveField, resolveField, scrollSyncOn } from './fieldFocus';
import { linkedAt, placeOf, shown } from './previewMarks';

const HOVER = 'data-field-hover';
const ACTIVE = 'data-field-active';
const TIP_ID = 'field-link-label';

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

/** Outlines the element of the field that has the caret, and only it. */
function show(doc: Document, path: string | undefined, clicked: Element | null): Element | null {
  const element = shown(doc, path, clicked);
  for (const other of doc.querySelectorAll(`[${ACTIVE}]`)) if (other !== element) other.removeAttribute(ACTIVE);
  element?.setAttribute(ACTIVE, '');
  return element;
}
