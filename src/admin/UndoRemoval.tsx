// Every removal undone in place. Decap's list widget deletes an item at once, with no question and no undo: the
// removals are kept by src/admin/removals.ts, and under each list one line per item removed from it offers
// « Annuler la suppression », in any order; Ctrl+Z undoes the last one. The item comes back where it was, opened, the
// caret in its first field. Decap's list keeps a key per item in its own state: a list whose items change from
// outside (an item brought back, a draft taken back) is drawn anew, under a new React key.
import { Component, createElement, type ComponentType, type ReactNode } from 'react';
import { fillTokens } from '~/content/tokens';
import type { ControlProps } from './checked';
import { editorData } from './editorData';
import { pathOfField } from './fieldFocus';
import { anyRemoval, lastRemoval, onRemovals, removalsAt, undoRemoval, type Removal } from './removals';
import classes from './UndoRemoval.module.css';
import quiet from './quietButton.module.css';
import { TEXTS } from './texts';

type Control = {
  getWrappedInstance?: () => Control;
  validate?: () => void;
  isValid?: () => unknown;
  focus?: (path?: unknown) => void;
  getValidateValue?: () => unknown;
};
/** A Decap field's configuration (an Immutable map), as a control receives it. */
type FieldConfig = ControlProps['field'];
type State = { drawing: number; seen: unknown; shown: readonly Removal[] };
type Change = (value: unknown, metadata?: unknown) => void;
type Path = readonly (string | number)[];

const sizeOf = (value: unknown): number => {
  if (value && typeof value === 'object' && 'size' in value && typeof value.size === 'number') return value.size;
  return Array.isArray(value) ? value.length : 0;
};
const read = (value: unknown, key: string): unknown =>
  value && typeof value === 'object' && 'get' in value && typeof value.get === 'function'
    ? (value.get as (key: string) => unknown)(key)
    : undefined;
const configs = (value: unknown) => value as { find(test: (field: FieldConfig) => boolean): FieldConfig | undefined } | undefined;

/** The values a list of the form handed up itself (an item added, removed, moved, edited): not a change from outside. */
const ownValues = new WeakSet<object>();

/** The fields of an item of the list `field`: a section's by its type. */
function itemConfig(field: FieldConfig, item: unknown): FieldConfig | undefined {
  const types = configs(field.get('types'));
  return types ? types.find((type) => type.get('name') === read(item, String(field.get('typeKey') ?? 'type'))) : field;
}

/** An item as its folded line names it (its title, a checklist's line), {tokens} filled as on the page. */
function itemName(field: FieldConfig, item: unknown): string {
  const config = itemConfig(field, item);
  // The summary's field, with or without a filter after it (`{{fields.title | default('…')}}`, tooling/cms/fields.ts).
  const summary = /\{\{fields\.([\w-]+)\s*(?:\|[^}]*)?\}\}/.exec(String(config?.get('summary') ?? ''))?.[1];
  const own = field.get('field') ? item : summary ? read(item, summary) : undefined;
  const name =
    typeof own === 'string' && own.trim() ? own : String(config?.get('label') ?? field.get('label_singular') ?? field.get('label'));
  return fillTokens(name, editorData().index.tokens);
}

/** The path, under the list, of an item's first field that takes the caret (not a group or a list). */
function firstFieldOf(field: FieldConfig, item: unknown, index: number): string {
  const single = field.get('field') as FieldConfig | undefined;
  if (single) return `${index}.${String(single.get('name'))}`;
  const first = configs(itemConfig(field, item)?.get('fields'))?.find(
    (f) => !['object', 'list', 'hidden'].includes(String(f.get('widget'))),
  );
  return first ? `${index}.${String(first.get('name'))}` : String(index);
}

/** The item brought back last, until its list has drawn it and opened it. */
let broughtBack: { list: Path; index: number; item: unknown } | undefined;

function bringBack(removal: Removal) {
  const at = undoRemoval(removal);
  if (at) broughtBack = { list: at.slice(0, -1), index: Number(at.at(-1)), item: removal.value };
}

const samePath = (a: Path | undefined, b: Path) => !!a && a.length === b.length && a.every((step, i) => String(step) === String(b[i]));

/** Ctrl+Z (⌘+Z) undoes the last removal, unless the caret is in a text, whose own undo it is. */
export function undoRemovalsByKeyboard(doc: Document = document) {
  doc.addEventListener('keydown', (event) => {
    if (!(event.ctrlKey || event.metaKey) || event.shiftKey || event.altKey || event.key.toLowerCase() !== 'z') return;
    const target = event.target instanceof HTMLElement ? event.target : null;
    if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;
    const last = lastRemoval();
    if (!last) return;
    event.preventDefault();
    bringBack(last);
  });
}

export function withUndoRemoval(Inner: ComponentType<ControlProps>): ComponentType<ControlProps> {
  return class UndoRemoval extends Component<ControlProps, State> {
    override state: State = { drawing: 0, seen: this.props.value, shown: [] };
    inner: Control | null = null;
    stop?: () => void;

    static getDerivedStateFromProps(props: ControlProps, state: State): Partial<State> | null {
      if (props.value === state.seen) return null;
      const own = !!props.value && typeof props.value === 'object' && ownValues.has(props.value);
      return { seen: props.value, drawing: !own && sizeOf(props.value) !== sizeOf(state.seen) ? state.drawing + 1 : state.drawing };
    }

    setInner = (ref: Control | null) => {
      this.inner = ref?.getWrappedInstance ? ref.getWrappedInstance() : ref;
    };

    onChange: Change = (value, metadata) => {
      if (value && typeof value === 'object') ownValues.add(value);
      (this.props.onChange as Change)(value, metadata);
    };

    /** This list's removals, looked up again when one is made or undone anywhere in the entry. */
    refresh = () => {
      if (!this.stop) return;
      const path = anyRemoval() || this.state.shown.length > 0 ? pathOfField(this.props.forID) : undefined;
      const shown = path ? removalsAt(path) : [];
      if (shown.length !== this.state.shown.length || shown.some((removal, i) => removal !== this.state.shown[i])) this.setState({ shown });
    };

    override componentDidMount() {
      this.stop = onRemovals(this.refresh);
      // The list's place in the entry is known once its checked wrapper has registered it, after this mount.
      queueMicrotask(this.refresh);
    }

    override componentWillUnmount() {
      this.stop?.();
      this.stop = undefined;
    }

    override componentDidUpdate(_: ControlProps, previous: State) {
      if (previous.drawing === this.state.drawing || !broughtBack) return;
      // Drawn anew with the item brought back: it opens, the caret in its first field.
      if (!samePath(pathOfField(this.props.forID), broughtBack.list)) return;
      const { index, item } = broughtBack;
      broughtBack = undefined;
      this.inner?.focus?.(firstFieldOf(this.props.field, item, index));
    }

    /** The widget itself (the list, whose keys click-to-edit reads), as Decap's own wrapped controls give it. */
    getWrappedInstance = () => this.inner;

    // Decap calls these on the control through its ref, detached: arrow functions, passed on to the widget.
    validate = () => this.inner?.validate?.();
    isValid = () => this.inner?.isValid?.() ?? true;
    focus = (path?: unknown) => this.inner?.focus?.(path);
    getValidateValue = () => this.inner?.getValidateValue?.();

    override render(): ReactNode {
      const { shown } = this.state;
      return (
        <>
          {createElement(Inner, { ...this.props, key: this.state.drawing, ref: this.setInner, onChange: this.onChange } as ControlProps)}
          <div role="status" className={classes.status}>
            {shown.map((removal) => {
              const name = itemName(this.props.field, removal.value);
              return (
                <p key={removal.order} className={classes.line}>
                  <span>{TEXTS.removedItem(name)}</span>
                  <button type="button" className={quiet.button} aria-label={TEXTS.undoRemovalOf(name)} onClick={() => bringBack(removal)}>
                    {TEXTS.undoRemoval}
                  </button>
                </p>
              );
            })}
            {shown.length > 0 ? <p className={classes.hint}>{TEXTS.undoByKeyboard}</p> : null}
          </div>
        </>
      );
    }
  };
}
