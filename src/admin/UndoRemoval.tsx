// A list item deleted by mistake comes back in one click: Decap's list widget deletes an item at once, with no
// question and no undo. This wrapper around the widget notices a change that removes items, offers « Annuler la
// suppression » under the list, and puts the list back as it was. The widget is then drawn anew (a new React key),
// since it keeps one key per item in its own state.
import { Component, createElement, type ComponentType, type ReactNode } from 'react';
import type { ControlProps } from './checked';
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
type State = { before?: unknown; drawing: number };
type Change = (value: unknown, metadata?: unknown) => void;

const sizeOf = (value: unknown): number => {
  if (value && typeof value === 'object' && 'size' in value && typeof value.size === 'number') return value.size;
  return Array.isArray(value) ? value.length : 0;
};

export function withUndoRemoval(Inner: ComponentType<ControlProps>): ComponentType<ControlProps> {
  return class UndoRemoval extends Component<ControlProps, State> {
    override state: State = { drawing: 0 };
    inner: Control | null = null;

    setInner = (ref: Control | null) => {
      this.inner = ref?.getWrappedInstance ? ref.getWrappedInstance() : ref;
    };

    onChange: Change = (value, metadata) => {
      const before = sizeOf(value) < sizeOf(this.props.value) ? this.props.value : undefined;
      this.setState({ before });
      (this.props.onChange as Change)(value, metadata);
    };

    undo = () => {
      const { before } = this.state;
      this.setState(({ drawing }) => ({ before: undefined, drawing: drawing + 1 }));
      (this.props.onChange as Change)(before);
    };

    /** The widget itself (the list, whose keys click-to-edit reads), as Decap's own wrapped controls give it. */
    getWrappedInstance = () => this.inner;

    // Decap calls these on the control through its ref, detached: arrow functions, passed on to the widget.
    validate = () => this.inner?.validate?.();
    isValid = () => this.inner?.isValid?.() ?? true;
    focus = (path?: unknown) => this.inner?.focus?.(path);
    getValidateValue = () => this.inner?.getValidateValue?.();

    override render(): ReactNode {
      const label = String(this.props.field.get('label') ?? '');
      return (
        <>
          {createElement(Inner, { ...this.props, key: this.state.drawing, ref: this.setInner, onChange: this.onChange } as ControlProps)}
          <div role="status" className={classes.status}>
            {this.state.before !== undefined ? (
              <>
                <span>{TEXTS.removed(label)}</span>
                <button type="button" className={quiet.button} onClick={this.undo}>
                  {TEXTS.undoRemoval}
                </button>
              </>
            ) : null}
          </div>
        </>
      );
    }
  };
}
