import type { LandingContent, LegalContent, SampleContent, TradeContent } from '~/content';
import { fillContentTokens } from '~/content';

/** The part of a Decap entry a preview reads: its fields as the editor holds them (an Immutable map). */
export type Entry = { get(key: 'data'): { toJS(): unknown } | undefined; get(key: 'slug'): string | undefined };

type Fields = Record<string, unknown>;

function fieldsOf(entry: Entry): Fields {
  const data = entry.get('data')?.toJS();
  return data && typeof data === 'object' ? (data as Fields) : {};
}

/**
 * An entry as its template expects the page's content, tokens filled as the build fills them. The editor's
 * values are unchecked (a field may still be empty); the build's schema checks them, the preview's error
 * boundary shows what a half-filled entry breaks.
 */
export function contentOf<T>(entry: Entry): T & { body?: string } {
  const fields = fillContentTokens(fieldsOf(entry));
  return { ...fields, slug: entry.get('slug') ?? '' } as unknown as T & { body?: string };
}

export const tradeOf = (entry: Entry) => contentOf<Omit<TradeContent, 'bodyHtml'>>(entry);
export const legalOf = (entry: Entry): LegalContent => ({
  ...contentOf<LegalContent>(entry),
  body: contentOf<LegalContent>(entry).body ?? '',
});
export const sampleOf = (entry: Entry) => contentOf<SampleContent>(entry);
export const landingOf = (entry: Entry) => contentOf<LandingContent>(entry);
