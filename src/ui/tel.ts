import { dialNumber } from '../../schema/phone.ts';

/** The `tel:` address of a French number as displayed (01 23 45 67 89 → tel:+33123456789). */
export const telHref = (phone: string) => `tel:${dialNumber(phone)}`;
