import type { useForm } from '@mantine/form';
import type { RequestValues } from './values';

type FieldText = { label: string; placeholder?: string };

/** The id of a form field: explicit, so that the island and the prerendered page agree on it (RequestIsland.tsx). */
export const fieldId = (name: string) => `demande-${name}`;

/** A text field's props: its id, its label and example from the content, its limit, required or not, and its form state. */
export function fieldProps(
  form: ReturnType<typeof useForm<RequestValues>>,
  name: keyof RequestValues,
  text: FieldText,
  maxLength: number,
  required = false,
) {
  return {
    id: fieldId(name),
    label: text.label,
    placeholder: text.placeholder,
    withAsterisk: required,
    required,
    maxLength,
    ...form.getInputProps(name),
  };
}
