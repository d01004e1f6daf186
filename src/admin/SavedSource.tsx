// After a save, the entry's kept text (SOURCE, src/admin/format/formats.ts) becomes the text just written. Decap
// compares each change with the entry as it was loaded, not as it was last saved: a value typed back after a save
// then looks unchanged, and is never saved (decap-cms-core's DRAFT_CHANGE_FIELD). With SOURCE updated in the draft,
// the draft differs from the loaded entry until it is saved again. This widget holds SOURCE in the form and draws
// nothing; Decap's `postSave` event hands it the saved entry, before Decap marks the entry saved.
// Contract: docs/framework-contracts.md#decap-saved-reference
import { useEffect } from 'react';
import type { ControlProps } from './checked';
import type { EntryMap } from './entry';
import { fileText } from './format/formats';

type Listener = (text: string) => void;
const listeners = new Set<Listener>();

/** Decap's `postSave` handler: the text written for the saved entry goes to the open form's SOURCE. */
export function sourceSaved(entry: EntryMap) {
  const path = entry.get('path');
  const data = entry.get('data')?.toJS();
  if (!path || !data || typeof data !== 'object') return;
  const text = fileText(path, data as Record<string, unknown>);
  for (const listener of listeners) listener(text);
}

export function SavedSourceControl({ onChange, forID }: ControlProps) {
  useEffect(() => {
    const listener: Listener = (text) => (onChange as (value: string) => void)(text);
    listeners.add(listener);
    return () => void listeners.delete(listener);
  }, [onChange]);
  return <span id={forID} data-saved-source hidden />;
}
