// Decap's widgets, each wrapped to check its value with the field's rules (src/check), as the build will: the
// mistake shows under the field as it is typed, in the build's own French words, and a save with a mistake left is
// refused (Decap asks every widget `isValid()` before saving; containers answer through `validate()`).
// The wrapper clears its field's errors when the field leaves the screen, so that no error stays on a hidden field.
import { Component, createElement, Fragment, type ComponentType, type ReactNode } from 'react';
import { bodyMistakes, fieldMistakes, isMissing, REQUIRED_FIX, requiredMessage, type Mistake } from '~/check/field';
import { CROSS_FIELDS, crossFieldMistakes, isDefined, type TypeDef } from '~/check/document';
import { labelOf } from '../../schema/fields.ts';
import { fromJS } from 'immutable';
import { fieldClosed, fieldOpened, keepDraft } from './draftBackup';
import { contextFor, factsFor, fieldsOf, ruleOf, type EntryMap } from './entry';
import { wasRefused } from './saveCheck';
import { answered, changed } from './refusalNotice';
import { focusControl, pathOfField, registerControl, unregisterControl, type ImmutableData, type RegisteredControl } from './fieldFocus';
import { fieldChanged, followField, forgetField } from './removals';
import { addedItemFocus, listFieldFor } from './newItems';
import { copiedAtOpening, CopiedNote } from './CopiedNote';

/** The Decap field configuration, an Immutable map. */
type FieldConfig = { get(key: string): unknown };
/** A widget's own error, typed as Decap types the errors of a control's `isValid()` (`CUSTOM`). */
type FieldError = { type: 'CUSTOM'; parentIds: string[]; message: string };

/** The props Decap gives a widget's control (decap-cms-core's Widget), those read here. */
export type ControlProps = {
  field: FieldConfig;
  value: unknown;
  forID: string;
  parentIds?: string[];
  getEntry?: () => EntryMap;
  onValidateObject?: (forID: string, errors: FieldError[]) => void;
  [prop: string]: unknown;
};

// Contract: docs/framework-contracts.md#decap-field-focus (the controls' `focus` and their registration)
/** What Decap may call on a control through its ref. */
type Control = {
  isValid?: () => boolean | { error: unknown } | Promise<unknown>;
  validate?: () => void;
  focus?: (path?: unknown) => void;
  getValidateValue?: () => unknown;
  shouldComponentUpdate?: (props: ControlProps, state: unknown, context: unknown) => boolean;
  getWrappedInstance?: () => Control;
};

const plain = (value: unknown): unknown =>
  value && typeof value === 'object' && 'toJS' in value && typeof value.toJS === 'function' ? value.toJS() : value;

const say = (mistake: Mistake) => `${mistake.problem} ${mistake.fix}`;

/**
 * The mistakes the rules that read several fields find at this one (two sections' anchors): the entry is checked
 * whole, and the field's own are those at its path.
 */
function crossMistakesOf(props: ControlProps): string[] {
  if (!CROSS_FIELDS.has(String(props.field.get('name')))) return [];
  const found = crossFieldMistakes(fieldsOf(props.getEntry?.()));
  const path = found.length > 0 ? pathOfField(props.forID)?.join('.') : undefined;
  return found.filter((mistake) => mistake.segments.join('.') === path).map(say);
}

/**
 * The mistakes of the field's value. `presence`: also a required field left empty. Decap checks that itself when
 * it saves a field that is not a container; the wrapper does it for containers, for the fields of a filled-in
 * optional block, and live once a save was refused.
 */
function mistakesOf(props: ControlProps, presence: boolean): string[] {
  const rule = ruleOf(props.field.get('rule'));
  if (!rule) return [];
  const value = plain(props.value);
  const entry = props.getEntry?.();
  if (rule.name === 'body') return typeof value === 'string' ? bodyMistakes(value, contextFor(entry).tokens).map(say) : [];
  if (isMissing(value)) {
    const required = rule.field.required && props.field.get('required') !== false;
    return presence && required ? [`${requiredMessage(labelOf(rule.field.description, rule.name).label)} ${REQUIRED_FIX}`] : [];
  }
  const mistakes = fieldMistakes({ ...rule.field, required: false }, rule.name, value, factsFor(entry, rule.owner), contextFor(entry));
  const messages = [...mistakes.map(say), ...crossMistakesOf(props)];
  // A filled-in optional block: Decap treats its fields as optional, the build asks for the required ones. A required
  // block's fields are required for Decap too: they are told when empty once a save was refused, as everywhere (a new
  // trade's buttons start with their link filled in, and no error before anything is typed).
  const optional = props.field.get('required') === false;
  const of = rule.field.type === 'nested' && isDefined(rule.field.of) ? (rule.field.of.def() as TypeDef) : undefined;
  if (of && (optional || presence) && value && typeof value === 'object' && Object.values(value).some((item) => !isMissing(item))) {
    for (const [name, child] of Object.entries(of.fields ?? {})) {
      const childValue = (value as Record<string, unknown>)[name];
      if (child.required && isMissing(childValue))
        messages.push(`${requiredMessage(labelOf(child.description, name).label)} ${REQUIRED_FIX}`);
    }
  }
  return messages;
}

/** The controls on the form whose rules read other fields (an anchor): checked again at each change of the entry. */
const crossFieldControls = new Set<{ recheck: () => void }>();

/** `Control` with the field's rules: `container` for object and list widgets, which Decap validates through `validate()`. */
export function checked(Inner: ComponentType<ControlProps>, container: boolean): ComponentType<ControlProps> {
  class Checked extends Component<ControlProps> {
    ref: Control | null = null;

    setInner = (ref: Control | null) => {
      this.ref = ref;
    };

    /**
     * Decap's own control, behind any wrapper of ours (src/admin/UndoRemoval.tsx), read when it is needed: a wrapper
     * may draw its control anew, and a list's keys are read from the list itself (src/admin/fieldFocus.ts).
     */
    get inner(): Control | null {
      return this.ref?.getWrappedInstance ? this.ref.getWrappedInstance() : this.ref;
    }

    errors(presence: boolean): FieldError[] {
      return mistakesOf(this.props, presence).map((message) => ({ type: 'CUSTOM', parentIds: this.props.parentIds ?? [], message }));
    }

    /** The mistakes last shown under the field. */
    reported = '';

    /** Shows the value's mistakes as soon as it changes; empty required fields only once a save was refused. */
    report() {
      const errors = this.errors(wasRefused(this.props.getEntry?.()));
      this.reported = errors.map((error) => error.message).join('\n');
      this.props.onValidateObject?.(this.props.forID, errors);
    }

    /** Another field changed: a field whose rules read it shows its mistakes again if they changed. */
    readonly crossField = {
      recheck: () => {
        const errors = this.errors(wasRefused(this.props.getEntry?.()));
        if (errors.map((error) => error.message).join('\n') === this.reported) return;
        this.report();
        changed(this.props.forID, () => mistakesOf(this.props, true).length);
      },
    };

    /** A field of the entry's top level: it keeps the draft, and takes back a kept one (src/admin/draftBackup.ts). */
    readonly restorable = {
      name: String(this.props.field.get('name')),
      restore: (value: unknown) =>
        (this.props.onChange as (value: unknown) => void)(value && typeof value === 'object' ? fromJS(value) : value),
    };

    get topLevel() {
      return (this.props.parentIds ?? []).length === 0;
    }

    /** A top-level field's value set from outside the form (a removal undone, src/admin/removals.ts). */
    readonly apply = (value: unknown) => (this.props.onChange as (value: unknown) => void)(value);

    /** Click-to-edit finds the control by its path (src/admin/fieldFocus.ts). */
    readonly registered: RegisteredControl = {
      field: this.props.field,
      forID: this.props.forID,
      parentIds: this.props.parentIds ?? [],
      inner: () => this.inner,
      data: () => this.props.getEntry?.()?.get('data') as ImmutableData | undefined,
      focus: (path) => this.focus(path),
    };

    override componentDidMount() {
      registerControl(this.registered);
      if (CROSS_FIELDS.has(String(this.props.field.get('name')))) crossFieldControls.add(this.crossField);
      this.report();
      if (!this.topLevel) return;
      fieldOpened(this.restorable, this.props.getEntry?.());
      followField(this.restorable.name, this.props.value, this.apply);
    }

    override componentDidUpdate(previous: ControlProps) {
      if (previous.value === this.props.value) return;
      const added = container ? addedItemFocus(this.props.field, previous.value, this.props.value) : undefined;
      if (added) this.focus(added);
      this.report();
      changed(this.props.forID, () => mistakesOf(this.props, true).length);
      if (!this.topLevel) return;
      keepDraft(this.props.getEntry?.());
      fieldChanged(this.restorable.name, this.props.value);
      for (const control of crossFieldControls) control.recheck();
    }

    override componentWillUnmount() {
      unregisterControl(this.registered);
      crossFieldControls.delete(this.crossField);
      this.props.onValidateObject?.(this.props.forID, []);
      changed(this.props.forID, () => 0);
      fieldClosed(this.restorable);
      if (this.topLevel) forgetField(this.restorable.name, this.apply);
    }

    override shouldComponentUpdate(next: ControlProps, state: unknown, context: unknown): boolean {
      return this.inner?.shouldComponentUpdate ? this.inner.shouldComponentUpdate(next, state, context) : true;
    }

    /** The field's name in the refusal notice (src/admin/refusalNotice.ts). */
    get label() {
      return String(this.props.field.get('label') ?? this.props.field.get('name'));
    }

    // Decap calls these detached from the control (`const isValid = control.isValid; isValid()`): arrow functions.
    // It asks them only before a save: each answer goes to the refusal notice too, an empty required field included
    // (Decap refuses that one itself).
    isValid = () => {
      const own = this.inner?.isValid?.();
      if (own === false || (own && typeof own === 'object' && 'error' in own && own.error) || own instanceof Promise) {
        const message = own && typeof own === 'object' && 'error' in own ? (own.error as { message?: unknown }).message : undefined;
        if (typeof message === 'string') answered(this.props.forID, this.label, [message]);
        return own;
      }
      answered(this.props.forID, this.label, mistakesOf(this.props, true));
      const [error] = this.errors(false);
      return error ? { error } : true;
    };

    // Decap's lists, objects and Markdown editor take the caret themselves; a simple control is found by its label.
    focus = (path?: unknown) => {
      if (!this.inner?.focus) return void focusControl(this.props.forID);
      this.inner.focus(path);
      if (!container) document.querySelector(`label[for="${CSS.escape(this.props.forID)}"]`)?.scrollIntoView({ block: 'center' });
    };

    getValidateValue = () => this.inner?.getValidateValue?.();

    /** A list shows its items open in an entry not saved yet, but the model's (src/admin/newItems.ts). */
    readonly shownField = listFieldFor(this.props.field, this.props.getEntry?.(), this.props.value);

    /** A page's own text still as « Dupliquer » copied it says so under its field (src/admin/CopiedNote.tsx). */
    readonly copied = this.topLevel ? copiedAtOpening(this.props.field, this.props.value, this.props.getEntry?.()) : undefined;

    // Contract: docs/framework-contracts.md#decap-field-focus (`controlRef`)
    // A list or an object hands Decap's `controlRef` to the controls inside it, which call it with their own fields:
    // the object around them then files a field of theirs under its name, in place of its own field of that name (a
    // Cards block's title became its last card's title, decap-cms issue #7383), and `focus` and `validate` reached the
    // wrong field. Each container keeps its own fields' refs; Decap's Widget around it still gives the container's
    // ref to the container above.
    override render(): ReactNode {
      const control = createElement(Inner, {
        ...this.props,
        field: this.shownField,
        ref: this.setInner,
        ...(container && { controlRef: undefined }),
      } as ControlProps);
      if (!this.copied) return control;
      return createElement(
        Fragment,
        null,
        createElement(CopiedNote, { field: this.props.field, copied: this.copied, value: this.props.value }),
        control,
      );
    }
  }
  if (!container) return Checked;
  // Decap validates an object or a list by calling `validate()` on it, which checks the fields inside; the list's
  // own rules (how many items, names told apart) and a filled-in optional block's fields are checked here after.
  return class CheckedContainer extends Checked {
    validate = () => {
      this.inner?.validate?.();
      const errors = this.errors(true);
      answered(
        this.props.forID,
        this.label,
        errors.map((error) => error.message),
      );
      this.props.onValidateObject?.(this.props.forID, errors);
    };
  };
}
