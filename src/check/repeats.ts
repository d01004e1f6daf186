// A setting of site.yaml written out where its {token} belongs: the day the setting changes, that page keeps the old
// value. `npm run content` warns about each (a warning, not a mistake: the page is right today).
import { dialNumber } from '../../schema/phone.ts';
import { SITE_TOKENS, siteTokens, type SiteToken } from '../content/tokens.ts';
import type { FileFound, SourceFile } from './content.ts';
import type { Segments } from './document.ts';

/** The settings a text should never write out, how the warning names each, and how to write it instead. */
const REPEATED: Partial<Record<SiteToken, { name: string; fix: string }>> = {
  brand: { name: 'la marque', fix: 'Écrivez {brand} à la place.' },
  phone: { name: 'le téléphone', fix: 'Écrivez {phone} à la place, et tel:{phone} dans l’adresse d’un lien d’appel.' },
  email: { name: 'l’e-mail', fix: 'Écrivez {email} à la place, et mailto:{email} dans l’adresse d’un lien.' },
  address: { name: 'l’adresse du siège', fix: 'Écrivez {address} à la place.' },
};

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The phone however it is spelled: 01 23 45 67 89, 01.23.45.67.89, +33 1 23…, 0033…, tel:+33123456789. */
function phonePattern(phone: string): string {
  const national = dialNumber(phone).replace(/^\+33/, '');
  return `(?<!\\d)(?:\\+33|0033|0)[\\s.\\-]*${[...national].join('[\\s.\\-]*')}(?!\\d)`;
}

/** A pattern for each setting a text may repeat, from site.yaml's values (too short a value would match anything). */
function patternsOf(site: Record<string, unknown> | undefined): [SiteToken, RegExp][] {
  const tokens = siteTokens(site);
  return (Object.keys(REPEATED) as SiteToken[]).flatMap((token): [SiteToken, RegExp][] => {
    const value = tokens[token]?.trim();
    if (!value || value.length < 3) return [];
    const source = token === 'phone' ? phonePattern(value) : `(?<![\\p{L}\\p{N}])${escaped(value)}(?![\\p{L}\\p{N}])`;
    return [[token, new RegExp(source, 'iu')]];
  });
}

/** The settings' own fields, which hold the values. */
const SETTINGS = new Set(Object.values(SITE_TOKENS).map((path) => path.join('.')));

/** Every text of a file's fields, with its path: site.yaml's settings themselves left out. */
function textsOf(value: unknown, segments: Segments, own: boolean): [Segments, string][] {
  if (typeof value === 'string') return own && SETTINGS.has(segments.join('.')) ? [] : [[segments, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => textsOf(item, [...segments, i], own));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => textsOf(item, [...segments, key], own));
  return [];
}

/**
 * Each place a content text writes out a setting's value instead of its {token}: the file, the field (or the line of
 * the Markdown body, from the body's start), which setting and which token to write.
 */
export function repeatedSettings(files: readonly SourceFile[]): FileFound[] {
  const site = files.find((f) => f.relative === 'site.yaml')?.data;
  const patterns = patternsOf(site);
  const values = siteTokens(site);
  const warn = (file: string, token: SiteToken, segments: Segments, line?: number): FileFound => {
    const said = REPEATED[token];
    return {
      file,
      segments,
      ...(line !== undefined && { line }),
      problem: `Ce texte écrit ${said?.name} des réglages du site (« ${values[token]} ») en toutes lettres : quand le réglage changera, cette page gardera l’ancienne valeur.`,
      fix: said?.fix ?? `Écrivez {${token}} à la place.`,
    };
  };
  return files.flatMap((source) => {
    const file = `content/${source.relative}`;
    const inFields = textsOf(source.data, [], source.relative === 'site.yaml').flatMap(([segments, text]) =>
      patterns.filter(([, pattern]) => pattern.test(text)).map(([token]) => warn(file, token, segments)),
    );
    const inBody = (source.body ?? '')
      .split('\n')
      .flatMap((text, i) => patterns.filter(([, pattern]) => pattern.test(text)).map(([token]) => warn(file, token, ['body'], i + 1)));
    return [...inFields, ...inBody];
  });
}
