import type { useForm } from '@mantine/form';
import { field } from '~/ui/field';
import type { RequestValues } from './values';

type FieldText = { label: string; placeholder?: string };
/** The request form's state (@mantine/form), which the steps' fields read and write. */
export type RequestFormState = ReturnType<typeof useForm<RequestValues>>;

/** The id of a form field: explicit, so that the island and the prerendered page agree on it (RequestIsland.tsx). */
export const fieldId = (name: string) => `demande-${name}`;

/**
 * A text field's props: its id, its name (the payload's key, which the HTML form posts), its label and example from the
 * content, its limit, required or not, and its form state.
 */
export function fieldProps(form: RequestFormState, name: keyof RequestValues, text: FieldText, maxLength: number, required = false) {
  return {
    id: fieldId(name),
    name,
    label: text.label,
    labelProps: field(text, 'label'),
    placeholder: text.placeholder,
    withAsterisk: required,
    required,
    maxLength,
    ...form.getInputProps(name),
  };
}
