import type { useForm } from '@mantine/form';
import type { RequestValues } from './values';

type FieldText = { label: string; placeholder?: string };

/** A text field's props: its label and example from the content, its limit, required or not, and its form state. */
export function fieldProps(
  form: ReturnType<typeof useForm<RequestValues>>,
  name: keyof RequestValues,
  text: FieldText,
  maxLength: number,
  required = false,
) {
  return {
    label: text.label,
    placeholder: text.placeholder,
    withAsterisk: required,
    required,
    maxLength,
    ...form.getInputProps(name),
  };
}
