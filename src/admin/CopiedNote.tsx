// « Dupliquer » copies every field of a page into a new one. Most texts show at once in the preview and get rewritten;
// a page's own texts that a marketer forgets (rules.ownText: what search engines show, the examples) say under
// their field that they still come from the page copied, part by part, until each is rewritten. A new trade page
// starts from the model the marketers keep (tooling/cms/config.ts): its fields say which of their texts still come
// from it, in the same way, as a reminder rather than a warning (the model's texts suit every trade).
import { rulesOf } from '../../schema/fields.ts';
import { isMissing } from '~/check/field';
import classes from './CopiedNote.module.css';
import { fieldsOf, ruleOf, type EntryMap } from './entry';
import { TEXTS } from './texts';

/** A Decap field's configuration, an Immutable map. */
type FieldConfig = { get(key: string): unknown };
type Fields = { toArray(): FieldConfig[] };

/** What the field held when the entry opened, and where from: the model of new pages, or the page copied (its name). */
export type Copied = { from: string; value: unknown; model?: boolean };

const plain = (value: unknown): unknown =>
  value && typeof value === 'object' && 'toJS' in value && typeof value.toJS === 'function' ? value.toJS() : value;
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const filled = (value: unknown): boolean =>
  Array.isArray(value) ? value.some(filled) : value && typeof value === 'object' ? Object.values(value).some(filled) : !isMissing(value);

/** What a new entry's field starts with (Decap's `default`): a block's, from its fields' own. */
function startOf(field: FieldConfig): unknown {
  const fields = field.get('fields') as Fields | undefined;
  if (field.get('widget') !== 'object' || !fields) return plain(field.get('default'));
  const inner = fields.toArray().map((f) => [String(f.get('name')), startOf(f)] as const);
  return Object.fromEntries(inner.filter(([, value]) => value !== undefined));
}

/** The field still holds what the model gave it (tooling/cms/config.ts marks such fields `model`). */
export const startsFromModel = (field: FieldConfig, value: unknown): boolean =>
  field.get('model') === true && same(plain(value), startOf(field));

/**
 * Where a field of an entry not saved yet (no file) took its filled-in value from: the model, when it is still the
 * value the field starts with; else, for a page's own text, the page « Dupliquer » copied (Decap's own draft backup
 * is declined, src/admin/main.tsx: nothing else fills a new entry).
 */
export function copiedAtOpening(field: FieldConfig, value: unknown, entry: EntryMap | undefined): Copied | undefined {
  if (!entry || entry.get('path')) return undefined;
  const copy = plain(value);
  if (!filled(copy)) return undefined;
  if (startsFromModel(field, copy)) return { from: '', value: copy, model: true };
  const rule = ruleOf(field.get('rule'));
  if (!rule || !rulesOf(rule.field).ownText) return undefined;
  const name = fieldsOf(entry).name;
  return { from: typeof name === 'string' ? name : '', value: copy };
}

const said = (copied: Copied, parts: readonly string[]) => (copied.model ? TEXTS.fromModel(parts) : TEXTS.copied(parts, copied.from));

/** What the field still holds of the page copied, as a sentence: a list's items, a block's fields, or the field itself. */
export function stillCopied(field: FieldConfig, copied: Copied, value: unknown): string {
  const now = plain(value);
  const label = String(field.get('label') ?? field.get('name'));
  const items = copied.value;
  if (Array.isArray(items)) {
    const kept = (Array.isArray(now) ? now : []).filter((item) => filled(item) && items.some((c) => same(c, item))).length;
    const item = String(field.get('label_singular') ?? label).toLowerCase();
    if (kept === 0) return '';
    const counted = { kept, total: items.length, item, items: label.toLowerCase() };
    return copied.model ? TEXTS.fromModelItems(counted) : TEXTS.copiedItems(counted, copied.from);
  }
  const fields = field.get('fields') as Fields | undefined;
  if (fields && copied.value && typeof copied.value === 'object') {
    const before = copied.value as Record<string, unknown>;
    const after = (now && typeof now === 'object' ? now : {}) as Record<string, unknown>;
    const parts = fields
      .toArray()
      .filter((f) => {
        const name = String(f.get('name'));
        // A link the model gives (the request page) is every trade's: only its texts are there to adapt.
        if (copied.model && rulesOf(ruleOf(f.get('rule'))?.field).address) return false;
        return filled(before[name]) && same(before[name], after[name]);
      })
      .map((f) => String(f.get('label') ?? f.get('name')));
    return parts.length > 0 ? said(copied, parts) : '';
  }
  return filled(now) && same(copied.value, now) ? said(copied, [label]) : '';
}

/** Under the field: which of its texts still come from the page copied, or from the model. */
export function CopiedNote({ field, copied, value }: { field: FieldConfig; copied: Copied; value: unknown }) {
  return (
    <p role="status" className={copied.model ? `${classes.note} ${classes.model}` : classes.note}>
      {stillCopied(field, copied, value)}
    </p>
  );
}
