import { dialNumber } from '../../schema/phone.ts';

/**
 * Replaces {name} tokens in every string of a content value; unknown tokens stay for later formatting. A tel: or
 * mailto: address takes them in their address form (tel:{phone} → tel:+33123456789).
 */
export function fillTokens<T>(value: T, tokens: Readonly<Record<string, string>>): T {
  return walk(value, tokens) as T;
}

const CONTACT_ADDRESS = /^(?:tel|mailto):/i;

function walk(value: unknown, tokens: Readonly<Record<string, string>>): unknown {
  if (typeof value === 'string') return CONTACT_ADDRESS.test(value) ? fillAddressTokens(value, tokens) : format(value, tokens);
  if (Array.isArray(value)) return value.map((item) => walk(item, tokens));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, walk(item, tokens)]));
  }
  return value;
}

/** Replaces {name} tokens of one text, e.g. format('Aller à {n}', { n: '2' }). */
export function format(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}

/** The settings of site.yaml that every text of the content may repeat as a {token}, and where each is. */
export const SITE_TOKENS = {
  brand: ['brand'],
  phone: ['phone'],
  email: ['email'],
  address: ['address'],
  previewDelay: ['promises', 'previewDelay'],
  successDelay: ['promises', 'successDelay'],
  replyDelay: ['promises', 'replyDelay'],
} as const satisfies Record<string, readonly string[]>;

export type SiteToken = keyof typeof SITE_TOKENS;

const settingAt = (site: unknown, path: readonly string[]): unknown =>
  path.reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), site);

/** The tokens every text of the content may use, from site.yaml (as generated, or as read by the check and the editor). */
export function siteTokens(site: unknown): Record<string, string> {
  return Object.fromEntries(
    Object.entries(SITE_TOKENS).flatMap(([name, path]) => {
      const value = settingAt(site, path);
      return typeof value === 'string' ? [[name, value]] : [];
    }),
  );
}

/** How a setting is written inside an address: the phone as a `tel:` address dials it, the rest encoded. */
const IN_ADDRESS: Readonly<Record<string, (value: string) => string>> = {
  phone: dialNumber,
  email: (value) => value,
};

/** Fills the tokens of a link's address: `tel:{phone}` → tel:+33123456789, `mailto:{email}` → mailto:contact@… */
export function fillAddressTokens(address: string, tokens: Readonly<Record<string, string>>): string {
  return address.replace(/\{(\w+)\}/g, (match, name: string) => {
    const value = tokens[name];
    if (value === undefined) return match;
    return (IN_ADDRESS[name] ?? encodeURIComponent)(value);
  });
}
