import { draftStore } from './draft';
import { fieldId } from './fieldProps';
import { emptyValues, type RequestValues } from './values';

type TextField = { [K in keyof RequestValues]: RequestValues[K] extends string ? K : never }[keyof RequestValues];
type Typed = Partial<Pick<RequestValues, TextField | 'liens' | 'accepteContact'>>;

/** The text fields a visitor can reach, by the name the form gives them (the honeypot has no id and is left out). */
const TEXT_FIELDS = Object.entries(emptyValues())
  .filter(([name, value]) => typeof value === 'string' && name !== '_gotcha')
  .map(([name]) => name as TextField);

/** The useful links written in the HTML form's one `liens` field, as the script's list of links: one a line (or comma). */
export const splitLinks = (text: string) => text.split(/[\s,]+/).filter((link) => link !== '');

/**
 * What the visitor typed into the prerendered form before it hydrated, by field: only the fields they filled. The HTML
 * form shows both steps: the links (its one `liens` field) and the consent box count too.
 */
export function typedBeforeHydration(container: ParentNode): Typed {
  const typed: Typed = {};
  const field = (name: string) => container.querySelector<HTMLInputElement | HTMLTextAreaElement>(`#${fieldId(name)}`);
  for (const name of TEXT_FIELDS) {
    const input = field(name);
    if (input?.value) typed[name] = input.value;
  }
  const links = splitLinks(field('liens')?.value ?? '');
  if (links.length) typed.liens = links;
  const consent = field('accepteContact');
  if (consent instanceof HTMLInputElement && consent.checked) typed.accepteContact = true;
  return typed;
}

/**
 * Keeps what the visitor typed before the form hydrated: hydration gives each field the form's state, which starts
 * empty, so the typed values join the draft (on the first step), which the form restores once hydrated
 * (RequestForm). Called by the island before it hydrates.
 */
export function keepTypedBeforeHydration(container: ParentNode): void {
  const typed = typedBeforeHydration(container);
  if (!Object.keys(typed).length) return;
  const draft = draftStore.read();
  draftStore.write({ values: { ...(draft?.values ?? emptyValues()), ...typed }, step: 0 });
}
