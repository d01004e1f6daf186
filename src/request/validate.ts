import { isFrenchPhone } from '../../schema/phone.ts';
import type { RequestValues } from './values';

export type StepOneError = 'required' | 'email' | 'telephone';

const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;
export const EMAIL_MAX = 254;

export const REQUIRED_FIELDS = ['nom', 'prenom', 'entreprise', 'email'] as const;

/** The fields step 1 checks, as typed or as cleaned for sending. */
export type StepOneFields = Pick<RequestValues, (typeof REQUIRED_FIELDS)[number] | 'telephone'>;

export const isFilled = (values: Pick<RequestValues, (typeof REQUIRED_FIELDS)[number]>) =>
  REQUIRED_FIELDS.every((field) => values[field].trim() !== '');

export const isEmail = (value: string) => value.length <= EMAIL_MAX && EMAIL.test(value.trim());

export { isFrenchPhone };

/** The first rule of step 1 the values break, in the order the visitor is told about them. Give it cleaned values. */
export function stepOneError(values: StepOneFields): StepOneError | null {
  if (!isFilled(values)) return 'required';
  if (!isEmail(values.email)) return 'email';
  if (values.telephone.trim() !== '' && !isFrenchPhone(values.telephone)) return 'telephone';
  return null;
}
