import { draftStore } from './draft';
import { fieldId } from './fieldProps';
import { emptyValues, type RequestValues } from './values';

type TextField = { [K in keyof RequestValues]: RequestValues[K] extends string ? K : never }[keyof RequestValues];

/** The text fields a visitor can reach, by the name the form gives them (the honeypot has no id and is left out). */
const TEXT_FIELDS = Object.entries(emptyValues())
  .filter(([name, value]) => typeof value === 'string' && name !== '_gotcha')
  .map(([name]) => name as TextField);

/** What the visitor typed into the prerendered form before it hydrated, by field: only the fields they filled. */
export function typedBeforeHydration(container: ParentNode): Partial<Pick<RequestValues, TextField>> {
  const typed: Partial<Pick<RequestValues, TextField>> = {};
  for (const name of TEXT_FIELDS) {
    const input = container.querySelector<HTMLInputElement | HTMLTextAreaElement>(`#${fieldId(name)}`);
    if (input?.value) typed[name] = input.value;
  }
  return typed;
}

/**
 * Keeps what the visitor typed before the form hydrated: hydration gives each field the form's state, which starts
 * empty, so the typed values join the draft (on the first step, where they were typed), which the form restores once
 * hydrated (RequestForm). Called by the island before it hydrates.
 */
export function keepTypedBeforeHydration(container: ParentNode): void {
  const typed = typedBeforeHydration(container);
  if (!Object.keys(typed).length) return;
  const draft = draftStore.read();
  draftStore.write({ values: { ...(draft?.values ?? emptyValues()), ...typed }, step: 0 });
}
