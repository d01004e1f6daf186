/** Replaces {name} tokens in every string of a content value; unknown tokens stay for later formatting. */
export function fillTokens<T>(value: T, tokens: Readonly<Record<string, string>>): T {
  return walk(value, tokens) as T;
}

function walk(value: unknown, tokens: Readonly<Record<string, string>>): unknown {
  if (typeof value === 'string') return format(value, tokens);
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

type TokenSource = {
  brand: string;
  phone: string;
  email: string;
  promises: { previewDelay: string; successDelay: string; replyDelay: string };
};

/** The tokens every text of the content may use, from site.yaml. */
export function siteTokens({ brand, phone, email, promises }: TokenSource): Record<string, string> {
  const { previewDelay, successDelay, replyDelay } = promises;
  return { brand, phone, email, previewDelay, successDelay, replyDelay };
}
