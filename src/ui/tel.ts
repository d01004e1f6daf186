/** The `tel:` address of a French number as displayed (01 23 45 67 89 → tel:+33123456789). */
export function telHref(phone: string) {
  const digits = phone.replace(/[^\d+]/g, '');
  return `tel:${digits.startsWith('0') ? `+33${digits.slice(1)}` : digits}`;
}
