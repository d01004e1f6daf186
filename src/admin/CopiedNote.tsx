// « Dupliquer » copies every field of a page into a new one. Most texts show at once in the preview and get rewritten;
// a page's own texts that a marketer forgets (rules.ownText: what search engines show, the examples) say under
// their field that they still come from the page copied, part by part, until each is rewritten.
import { rulesOf } from '../../schema/fields.ts';
import { isMissing } from '~/check/field';
import classes from './CopiedNote.module.css';
import { fieldsOf, ruleOf, type EntryMap } from './entry';
import { TEXTS } from './texts';

/** A Decap field's configuration, an Immutable map. */
type FieldConfig = { get(key: string): unknown };
type Fields = { toArray(): FieldConfig[] };

/** What the field held when the copy opened, and the name of the page copied. */
export type Copied = { from: string; value: unknown };

const plain = (value: unknown): unknown =>
  value && typeof value === 'object' && 'toJS' in value && typeof value.toJS === 'function' ? value.toJS() : value;
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const filled = (value: unknown): boolean =>
  Array.isArray(value) ? value.some(filled) : value && typeof value === 'object' ? Object.values(value).some(filled) : !isMissing(value);

/**
 * A page's own text in a copy: the control opens in an entry not saved yet (no file) with its value already filled
 * in, which only « Dupliquer » does (Decap's own draft backup is declined, src/admin/main.tsx).
 */
export function copiedAtOpening(field: FieldConfig, value: unknown, entry: EntryMap | undefined): Copied | undefined {
  const rule = ruleOf(field.get('rule'));
  if (!rule || !rulesOf(rule.field).ownText || !entry || entry.get('path')) return undefined;
  const copy = plain(value);
  if (!filled(copy)) return undefined;
  const name = fieldsOf(entry).name;
  return { from: typeof name === 'string' ? name : '', value: copy };
}

/** What the field still holds of the page copied, as a sentence: a list's items, a block's fields, or the field itself. */
export function stillCopied(field: FieldConfig, copied: Copied, value: unknown): string {
  const now = plain(value);
  const label = String(field.get('label') ?? field.get('name'));
  const items = copied.value;
  if (Array.isArray(items)) {
    const kept = (Array.isArray(now) ? now : []).filter((item) => filled(item) && items.some((c) => same(c, item))).length;
    const item = String(field.get('label_singular') ?? label).toLowerCase();
    return kept > 0 ? TEXTS.copiedItems({ kept, total: items.length, item, items: label.toLowerCase() }, copied.from) : '';
  }
  const fields = field.get('fields') as Fields | undefined;
  if (fields && copied.value && typeof copied.value === 'object') {
    const before = copied.value as Record<string, unknown>;
    const after = (now && typeof now === 'object' ? now : {}) as Record<string, unknown>;
    const parts = fields
      .toArray()
      .filter((f) => {
        const name = String(f.get('name'));
        return filled(before[name]) && same(before[name], after[name]);
      })
      .map((f) => String(f.get('label') ?? f.get('name')));
    return parts.length > 0 ? TEXTS.copied(parts, copied.from) : '';
  }
  return filled(now) && same(copied.value, now) ? TEXTS.copied([label], copied.from) : '';
}

/** Under the field: which of its texts still come from the page copied. */
export function CopiedNote({ field, copied, value }: { field: FieldConfig; copied: Copied; value: unknown }) {
  return (
    <p role="status" className={classes.note}>
      {stillCopied(field, copied, value)}
    </p>
  );
}
