// The spec's French phone rule (section 5), written once: the request form's check (src/request/validate.ts), its
// HTML `pattern` when no script runs, and the content check of the site's own number all read it.

/**
 * +33, 0033 or 0, then 1 to 9, then four pairs of digits; spaces, dots or hyphens may separate them. Valid as an HTML
 * `pattern` too, which the browser compiles with the `v` flag (so the hyphen is escaped) and anchors itself.
 */
export const FRENCH_PHONE_PATTERN = String.raw`(?:\+33|0033|0)[\s.\-]*[1-9](?:[\s.\-]*\d{2}){4}`;

const FRENCH_PHONE = new RegExp(`^${FRENCH_PHONE_PATTERN}$`);

/** Whether `value`, trimmed, is a French phone number by the spec's rule. */
export const isFrenchPhone = (value: string) => FRENCH_PHONE.test(value.trim());

/**
 * The number as a `tel:` address dials it, international and digits only: 01 23 45 67 89, 0033 1 23 45 67 89 and
 * +33 1 23 45 67 89 all give +33123456789.
 */
export function dialNumber(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  if (digits.startsWith('+')) return digits;
  if (digits.startsWith('00')) return `+${digits.slice(2)}`;
  return digits.startsWith('0') ? `+33${digits.slice(1)}` : digits;
}
