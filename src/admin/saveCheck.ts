// The last check before a save (Decap's `preSave` event): the whole entry against the schema and the content rules,
// exactly as the build will check the file, fields on folded list items included. A mistake refuses the save: Decap
// writes nothing and shows the message. Empty optional fields are dropped first, so that an optional block left
// empty is not written as an empty block.
import { checkDocument, isDefined, type Segments, type TypeDef } from '~/check/document';
import { isMissing } from '~/check/field';
import type { Field } from '../../schema/fields.ts';
import { labelOf } from '../../schema/fields.ts';
import { contextFor, fieldsOf, typeOfEntry, type EntryMap, type Immutable } from './entry';
import { refreshEditorData } from './editorData';
import { refusedBeforeSave } from './refusalNotice';
import { TEXTS } from './texts';

/** How many mistakes the refusal lists; the others are counted. */
const SHOWN = 5;

/** Decap shows a failed save's error in its toast: the message alone, without "Error:". */
export class RefusedSave extends Error {
  override toString() {
    return this.message;
  }
}

/** The entry whose last save was refused: its widgets then show empty required fields too. */
let refusedEntry: string | undefined;
const keyOf = (entry: EntryMap | undefined) => `${entry?.get('collection') ?? ''}/${entry?.get('slug') ?? ''}`;
export const wasRefused = (entry: EntryMap | undefined) => refusedEntry === keyOf(entry);
export const forgetRefusal = () => {
  refusedEntry = undefined;
};

const fieldsOfType = (def: TypeDef | undefined): Record<string, Field> => def?.fields ?? {};

const nestedDef = (field: Field | undefined, item: unknown): TypeDef | undefined => {
  if (!field || (field.type !== 'nested' && field.type !== 'list')) return undefined;
  const of = field.of;
  if (Array.isArray(of)) {
    const type = item && typeof item === 'object' ? (item as Record<string, unknown>).type : undefined;
    return of
      .filter(isDefined)
      .map((t) => t.def() as TypeDef)
      .find((def) => def.name === type);
  }
  return isDefined(of) ? (of.def() as TypeDef) : undefined;
};

/** The paths of the optional values left empty, deepest first: they are removed before the check and the save. */
function emptyOptional(def: TypeDef | undefined, data: unknown, at: Segments = []): Segments[] {
  const paths: Segments[] = [];
  if (!data || typeof data !== 'object' || Array.isArray(data)) return paths;
  for (const [name, field] of Object.entries(fieldsOfType(def))) {
    const value = (data as Record<string, unknown>)[name];
    if (value === undefined) continue;
    if (field.type === 'list' && Array.isArray(value))
      value.forEach((item, i) => paths.push(...emptyOptional(nestedDef(field, item), item, [...at, name, i])));
    if (field.type === 'nested') paths.push(...emptyOptional(nestedDef(field, value), value, [...at, name]));
    const empty =
      isMissing(value) ||
      (Array.isArray(value) && value.length === 0) ||
      (field.type === 'nested' && !!value && typeof value === 'object' && Object.values(value).every((v) => isMissing(v)));
    if (!field.required && empty) paths.push([...at, name]);
  }
  return paths;
}

/** « Sites d’exemple › n° 2 › Adresse du site », from a field's path. */
function labelPath(def: TypeDef | undefined, data: unknown, segments: Segments): string {
  const labels: string[] = [];
  let type = def;
  let value = data;
  let field: Field | undefined;
  for (const segment of segments) {
    if (typeof segment === 'number') {
      labels.push(TEXTS.itemPath(segment));
      value = Array.isArray(value) ? value[segment] : undefined;
      type = nestedDef(field, value);
      continue;
    }
    field = fieldsOfType(type)[segment];
    labels.push(segment === 'body' ? 'Texte de la page' : field ? labelOf(field.description, segment).label : segment);
    value = value && typeof value === 'object' ? (value as Record<string, unknown>)[segment] : undefined;
    if (field?.type === 'nested') type = nestedDef(field, value);
  }
  return labels.join(' › ');
}

type ImmutableData = Immutable & { deleteIn(path: Segments): ImmutableData };
type SaveEvent = { entry: EntryMap };

/** Decap's `preSave` handler: the entry's data as it will be written, or a refusal that says what to fix. */
export async function checkBeforeSave({ entry }: SaveEvent): Promise<unknown> {
  const def = typeOfEntry(entry);
  let data = entry.get('data') as ImmutableData | undefined;
  if (!def || !data) return undefined;
  for (const path of emptyOptional(def, fieldsOf(entry))) data = data.deleteIn(path);
  const cleaned = { get: (key: string) => (key === 'data' ? data : entry.get(key as 'path')) } as EntryMap;
  try {
    await refreshEditorData();
  } catch {
    refusedEntry = keyOf(entry);
    refusedBeforeSave([{ path: '', label: TEXTS.refusedCheck, message: TEXTS.unreachable }]);
    throw new RefusedSave(TEXTS.unreachable);
  }
  const { body, ...fields } = fieldsOf(cleaned);
  const found = checkDocument(
    def,
    fields,
    contextFor(entry),
    def.contentType === 'markdown' && typeof body === 'string' ? body : undefined,
  );
  if (found.length === 0) {
    refusedEntry = undefined;
    return data;
  }
  refusedEntry = keyOf(entry);
  refusedBeforeSave(
    found.map((f) => ({ path: f.segments.join('.'), label: labelPath(def, fields, f.segments), message: `${f.problem} ${f.fix}` })),
  );
  const lines = found.slice(0, SHOWN).map((f) => `${labelPath(def, fields, f.segments)} : ${f.problem} ${f.fix}`);
  if (found.length > SHOWN) lines.push(TEXTS.refusedMore(found.length - SHOWN));
  throw new RefusedSave(`${TEXTS.refusedSave}\n${lines.join('\n')}`);
}
