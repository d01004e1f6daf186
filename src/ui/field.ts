// Links an element the templates draw to the content field it shows, for the editor's click-to-edit (as TinaCMS's
// tinaField). Written once, here: `<Title {...field(page, 'headline')}>`, `<li {...field(trade.checklist, i)}>`.
// The path is typed from the content's own types, so a wrong path is a TypeScript error. Only the editor's preview
// knows where a content value sits in its entry (src/admin/previews.tsx marks the entry it draws with `markEntry`);
// everywhere else, the built site included, `field()` gives nothing: no attribute, the same HTML.

/** The attribute that carries a field's path (`features.1.title`) in the editor's preview. */
export const FIELD_ATTRIBUTE = 'data-field';

/**
 * Beside it, on a block of a Markdown body in the preview (a paragraph, a heading, a list item): the line of the body
 * the block starts on, so that a click puts the caret in that block (src/admin/bodyBlocks.ts).
 */
export const LINE_ATTRIBUTE = 'data-field-line';

/** What `field()` gives: the attribute in the editor's preview, nothing anywhere else. */
export type FieldProps = { [FIELD_ATTRIBUTE]?: string };

type Depth = [never, 0, 1, 2, 3, 4];

/** Every path into a content value: keys of objects, indexes of lists, at most 5 steps. */
export type FieldPath<T, D extends number = 5> = [D] extends [never]
  ? never
  : T extends readonly (infer Item)[]
    ? [number] | [number, ...FieldPath<NonNullable<Item>, Depth[D]>]
    : T extends object
      ? { [K in keyof T & string]-?: [K] | [K, ...FieldPath<NonNullable<T[K]>, Depth[D]>] }[keyof T & string]
      : never;

/**
 * Where each object and list of the entry being previewed sits in it, and the entry's fields that lead somewhere when
 * not all do; empty outside the preview.
 */
const places = new WeakMap<object, { at: readonly (string | number)[]; fields?: ReadonlySet<string> }>();

/** Fields that a template reads under another name than the entry's: the body, rendered to HTML before it. */
const ENTRY_NAMES: Readonly<Record<string, string>> = { bodyHtml: 'body', html: 'body' };

/**
 * The field behind an element: `field(trade, 'features', 1, 'title')`, or from the value a component was given,
 * `field(feature, 'title')`. In the editor's preview, `{ 'data-field': 'features.1.title' }`; elsewhere `{}`.
 */
export function field<T extends object, P extends FieldPath<T>>(owner: T, ...path: P): FieldProps {
  const place = places.get(owner);
  if (!place) return {};
  const full = [...place.at, ...path];
  if (full.length === 1 && typeof full[0] === 'string') full[0] = ENTRY_NAMES[full[0]] ?? full[0];
  if (place.fields && !place.fields.has(String(full[0]))) return {};
  return { [FIELD_ATTRIBUTE]: full.join('.') };
}

/**
 * Marks an entry's content for the preview: every object and list in it learns its path, from the entry's root.
 * Called by the editor's preview only, on the very value it hands the template. `fields`, when the template draws
 * more than the entry holds (the model of new trades draws a whole trade page): the entry's own fields, the only
 * ones marked. Returns the value.
 */
export function markEntry<T>(value: T, fields?: readonly string[]): T {
  const only = fields && new Set(fields);
  const mark = (item: unknown, at: readonly (string | number)[]) => {
    if (!item || typeof item !== 'object') return;
    places.set(item, { at, fields: only });
    for (const [key, inner] of Object.entries(item)) mark(inner, [...at, Array.isArray(item) ? Number(key) : key]);
  };
  mark(value, []);
  return value;
}
