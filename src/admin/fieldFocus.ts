// Click-to-edit, the form's side: from a field's path in the entry (`features.1.title`, as src/ui/field.ts writes
// it in the preview) to its control in the form, and back. Every control of the form is one of Decap's widgets
// wrapped by src/admin/checked.tsx, which registers here.
//
// Contract: docs/framework-contracts.md#decap-field-focus
// To the field: Decap's controls take `focus(path)`, the chain its own visual editing walks (EditorControlPane →
// list → object → widget): a list opens the item, an object its field. A simple control (text, image) is then found
// by its label, `<label for={forID}>`, in the top bar (a child) of the element that holds the control.
// Back: a list item's index is the place of its key in the list control's `state.keys`; the key follows the list's
// id in the `parentIds` Decap gives the controls inside it. Decap's "sync scrolling" (on unless turned off, kept in
// `localStorage['cms.scroll-sync-enabled']`) moves the preview in proportion to the form, which would take the
// element of the caret's field out of sight again: the editor starts with it off, as Decap's own visual editing
// does, and the preview follows the caret's field only while it is off.

import { caretInBody, type BodyPlace } from './bodyCaret';

export type { BodyPlace };

/** A Decap field's configuration (an Immutable map), as a control receives it. */
export type FieldConfig = { get(key: string): unknown };
type ImmutableList<T> = { find(test: (item: T) => boolean): T | undefined };
export type ImmutableData = { getIn(path: (string | number)[]): unknown };

/** What checked.tsx tells about each control of the form. */
export type RegisteredControl = {
  field: FieldConfig;
  forID: string;
  parentIds: readonly (string | undefined)[];
  /** Decap's own control behind the wrapper (a list's keeps its items' keys in `state.keys`). */
  inner: () => unknown;
  /** The entry's data as it is being written. */
  data: () => ImmutableData | undefined;
  focus: (path: string) => void;
};

const controls = new Map<string, RegisteredControl>();
const topLevel = new Map<string, RegisteredControl>();

export function registerControl(control: RegisteredControl) {
  controls.set(control.forID, control);
  if (control.parentIds.length === 0) topLevel.set(String(control.field.get('name')), control);
}

export function unregisterControl(control: RegisteredControl) {
  if (controls.get(control.forID) === control) controls.delete(control.forID);
  const name = String(control.field.get('name'));
  if (topLevel.get(name) === control) topLevel.delete(name);
}

const str = (value: unknown) => (typeof value === 'string' ? value : undefined);
const configs = (value: unknown) => value as ImmutableList<FieldConfig> | undefined;

/** The field a path leads to (its label), and the path Decap's `focus` takes (a one-field list names its field). */
export function resolveField(path: string): { label: string; decapPath: string } | undefined {
  const [name = '', ...rest] = path.split('.');
  const top = topLevel.get(name);
  if (!top) return undefined;
  let config: FieldConfig | undefined = top.field;
  let label = str(config.get('label')) ?? name;
  const decap = [name];
  const at: (string | number)[] = [name];
  for (const step of rest) {
    if (!config) return undefined;
    if (config.get('widget') === 'list') {
      const index = Number(step);
      decap.push(step);
      at.push(index);
      const single = config.get('field') as FieldConfig | undefined;
      const types = configs(config.get('types'));
      if (single) {
        config = single;
        decap.push(String(single.get('name')));
        label = str(single.get('label')) ?? label;
      } else if (types) {
        const typeKey = str(config.get('typeKey')) ?? 'type';
        const type = top.data()?.getIn([...at, typeKey]);
        config = types.find((t) => t.get('name') === type);
        label = str(config?.get('label')) ?? label;
      } else {
        // A list of objects: its item is an object with the list's fields.
        const fields = config.get('fields');
        config = { get: (key: string) => (key === 'widget' ? 'object' : key === 'fields' ? fields : undefined) };
      }
    } else {
      config = configs(config.get('fields'))?.find((f) => f.get('name') === step);
      label = str(config?.get('label')) ?? step;
      decap.push(step);
      at.push(step);
    }
  }
  return config ? { label, decapPath: decap.join('.') } : undefined;
}

/**
 * Opens the objects, list items and blocks around a field, scrolls the form to it and puts the caret in it: in a
 * Markdown body, at the start of the block `place` names.
 */
export function focusField(path: string, place?: BodyPlace): boolean {
  const resolved = resolveField(path);
  const top = topLevel.get(path.split('.')[0] ?? '');
  if (!resolved || !top) return false;
  const holder = document.querySelector(`label[for="${CSS.escape(top.forID)}"]`)?.parentElement?.parentElement;
  if (place && path === top.field.get('name') && top.field.get('widget') === 'markdown' && holder) caretInBody(holder, place);
  else top.focus(resolved.decapPath.split('.').slice(1).join('.'));
  return true;
}

const FOCUSABLE = 'input:not([type="hidden"]), textarea, select, [contenteditable="true"], button';
/** A control's label sits in the top bar of the element that holds the label and the control. */
const LABEL_IN_HOLDER = ':scope > * > label[for]';

/**
 * Puts the caret in a simple control (one with no `focus` of its own): the element with the control's id, or the
 * first focusable element beside its label (an image's buttons). Returns false when the form does not show it yet.
 */
export function focusControl(forID: string): boolean {
  const label = document.querySelector(`label[for="${CSS.escape(forID)}"]`);
  const target = document.getElementById(forID) ?? label?.parentElement?.parentElement?.querySelector<HTMLElement>(FOCUSABLE);
  if (!target) return false;
  target.focus();
  (label ?? target).scrollIntoView({ block: 'center' });
  return true;
}

/** The path, in the entry, of a registered control: its name under its parents, a list item's index. */
function pathOf(control: RegisteredControl): (string | number)[] {
  const name = String(control.field.get('name'));
  const parents = control.parentIds;
  for (let i = parents.length - 1; i >= 0; i--) {
    const parent = controls.get(parents[i] ?? '');
    if (!parent) continue;
    const base = pathOf(parent);
    if (parent.field.get('widget') !== 'list') return [...base, name];
    const keys = (parent.inner() as { state?: { keys?: unknown } } | null)?.state?.keys;
    const index = Array.isArray(keys) ? keys.indexOf(parents[i + 1] ?? '') : -1;
    // Fails loudly: a list whose items cannot be told apart would outline nothing, silently.
    if (index < 0)
      throw new Error(
        `Click-to-edit: the list « ${String(parent.field.get('name'))} » has no state.keys holding its item's key (docs/framework-contracts.md#decap-field-focus)`,
      );
    // A one-field list (a checklist): its item is the value itself.
    return parent.field.get('field') ? [...base, index] : [...base, index, name];
  }
  return [name];
}

/** The path in the entry of the control with this id (a list's, for its removals), while it is on the form. */
export function pathOfField(forID: string): (string | number)[] | undefined {
  const control = controls.get(forID);
  return control && pathOf(control);
}

/** The registered control an element of the form belongs to: the nearest label of a registered control above it. */
function controlAt(element: Element | null): RegisteredControl | undefined {
  for (let node = element; node; node = node.parentElement) {
    for (const label of node.querySelectorAll<HTMLLabelElement>(LABEL_IN_HOLDER)) {
      const control = controls.get(label.htmlFor);
      if (control) return control;
    }
  }
  return undefined;
}

/** Decap's key for its "sync scrolling" toggle (EditorInterface's SCROLL_SYNC_ENABLED): on unless it says 'false'. */
const SCROLL_SYNC = 'cms.scroll-sync-enabled';

/** Starts the editor with Decap's sync scrolling off, unless the marketer has chosen it with its toggle. */
export function scrollSyncOffByDefault() {
  if (localStorage.getItem(SCROLL_SYNC) === null) localStorage.setItem(SCROLL_SYNC, 'false');
}

/** Whether Decap's sync scrolling moves the preview with the form (then the preview does not follow the caret). */
export const scrollSyncOn = () => localStorage.getItem(SCROLL_SYNC) !== 'false';

type Listener = (path: string | undefined) => void;
const listeners = new Set<Listener>();
let active: string | undefined;

/** Calls `listener` with the path of the field that has the caret, now and whenever it changes. */
export function onActiveField(listener: Listener): () => void {
  listeners.add(listener);
  listener(active);
  return () => listeners.delete(listener);
}

/** Follows the caret in the form (once, for the editor's page). */
export function followFocus(doc: Document = document) {
  doc.addEventListener('focusin', (event) => {
    const control = controlAt(event.target instanceof Element ? event.target : null);
    if (!control) return;
    const path = pathOf(control).join('.');
    if (path === active) return;
    active = path;
    for (const listener of listeners) listener(path);
  });
}
