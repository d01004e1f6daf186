// An entry being written, as complete as its template expects: a required field not filled in yet gets an empty
// value of its type (an empty text, an empty list, its first choice, a block of empty fields), so a new or
// half-filled entry previews with what it has instead of breaking its template.
import { isDefined, type TypeDef } from '~/check/document';
import type { Field } from '../../schema/fields.ts';
import { rulesOf } from '../../schema/fields.ts';

type Data = Record<string, unknown>;
const isRecord = (value: unknown): value is Data => !!value && typeof value === 'object' && !Array.isArray(value);

function emptyOf(field: Field): unknown {
  switch (field.type) {
    case 'string':
      return '';
    case 'number':
      return rulesOf(field).range?.min ?? 0;
    case 'boolean':
      return false;
    case 'enum':
      // An icon not chosen yet draws nothing, as its field says « Aucune icône »; another choice takes its first value.
      return rulesOf(field).icon ? '' : (field.options[0] ?? '');
    case 'list':
      return [];
    default:
      return undefined;
  }
}

function completeValue(field: Field, value: unknown): unknown {
  if (field.type === 'nested' && isDefined(field.of)) {
    if (!isRecord(value)) return field.required ? completeDraft(field.of.def() as TypeDef, {}) : undefined;
    return completeDraft(field.of.def() as TypeDef, value);
  }
  if (field.type === 'list') {
    if (!Array.isArray(value)) return field.required ? [] : undefined;
    const of = field.of;
    if (Array.isArray(of)) {
      const types = of.filter(isDefined).map((type) => type.def() as TypeDef);
      return value.flatMap((item) => {
        const def = isRecord(item) ? types.find((type) => type.name === item.type) : undefined;
        return def && isRecord(item) ? [{ ...completeDraft(def, item), type: def.name }] : [];
      });
    }
    if (isDefined(of)) return value.map((item) => completeDraft(of.def() as TypeDef, isRecord(item) ? item : {}));
    return value.map((item) => (typeof item === 'string' ? item : String(item ?? '')));
  }
  const missing = value === undefined || value === null || (field.type === 'enum' && !field.options.includes(String(value)));
  if (missing) return field.required ? emptyOf(field) : undefined;
  if (field.type === 'number' && typeof value !== 'number') return Number(value) || emptyOf(field);
  if (field.type === 'string' && typeof value !== 'string') return String(value);
  return value;
}

/** `data` with every required field of `def` present, of its type, recursively. */
export function completeDraft(def: TypeDef, data: Data): Data {
  const fields = def.fields ?? {};
  const complete = Object.entries(fields).map(([name, field]) => [name, completeValue(field, data[name])] as const);
  const others = Object.entries(data).filter(([name]) => !(name in fields));
  return Object.fromEntries([...others, ...complete.filter(([, value]) => value !== undefined)]);
}
