// A new entry's lists show their items open: they start with the items the page needs, empty, to be filled in
// (tooling/cms/fields.ts), or copied from another page, to be replaced; a folded item would first have to be unfolded.
// Items the model of new pages gave (tooling/cms/config.ts) stay folded under their titles, to unfold if the page
// needs them adapted. An item added with « Ajouter » takes the caret in its first field. Both through Decap's
// documented list options and its controls' `focus(path)`, the path click-to-edit takes too (src/admin/fieldFocus.ts).
import { isMissing } from '~/check/field';
import type { EntryMap } from './entry';
import { startsFromModel } from './CopiedNote';

/** A Decap field's configuration, an Immutable map. */
type FieldConfig = { get(key: string): unknown };
type Fields = { find(test: (field: FieldConfig) => boolean): FieldConfig | undefined };

const plain = (value: unknown): unknown =>
  value && typeof value === 'object' && 'toJS' in value && typeof value.toJS === 'function' ? value.toJS() : value;

/** A list field as its control shows it: open items in an entry not saved yet (Decap's `collapsed` option), but the model's. */
export function listFieldFor<F extends FieldConfig>(field: F, entry: EntryMap | undefined, value: unknown): F {
  const open = field.get('widget') === 'list' && !entry?.get('path') && !startsFromModel(field, value);
  const settable = field as F & { set?: (key: string, value: unknown) => F };
  return open && settable.set ? settable.set('collapsed', false) : field;
}

/** Nothing typed in it yet: every value empty, a switch off, a section's type aside. */
function blank(value: unknown, typeKey: string): boolean {
  if (Array.isArray(value)) return value.every((item) => blank(item, typeKey));
  if (value && typeof value === 'object') return Object.entries(value).every(([key, item]) => key === typeKey || blank(item, typeKey));
  return isMissing(value) || value === false;
}

/** The first field of an item shown in the form (a section's fields, by its type). */
function firstField(field: FieldConfig, item: unknown, typeKey: string): string | undefined {
  const fields = (() => {
    if (field.get('fields')) return field.get('fields') as Fields;
    const types = field.get('types') as Fields | undefined;
    const type = item && typeof item === 'object' ? (item as Record<string, unknown>)[typeKey] : undefined;
    return types?.find((t) => t.get('name') === type)?.get('fields') as Fields | undefined;
  })();
  return fields?.find((f) => f.get('widget') !== 'hidden')?.get('name') as string | undefined;
}

/**
 * Where the caret goes after a change of a list's value, for its control's `focus(path)`: the first field of an item
 * just added at its end, still blank (an item put back by an undo is not). Nothing for any other change.
 */
export function addedItemFocus(field: FieldConfig, before: unknown, after: unknown): string | undefined {
  if (field.get('widget') !== 'list') return undefined;
  const [was, is] = [plain(before), plain(after)];
  const previous = Array.isArray(was) ? was : [];
  if (!Array.isArray(is) || is.length !== previous.length + 1) return undefined;
  const typeKey = String(field.get('typeKey') ?? 'type');
  const added = is[is.length - 1];
  if (!blank(added, typeKey)) return undefined;
  const index = String(is.length - 1);
  const single = field.get('field') as FieldConfig | undefined;
  if (single) return `${index}.${String(single.get('name'))}`;
  const first = firstField(field, added, typeKey);
  return first ? `${index}.${first}` : undefined;
}
