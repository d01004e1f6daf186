// The parts of a Decap entry the editor's checks and previews read, and the schema type each entry is written in.
import { FIELDS, typeOfFile, type TypeDef } from '~/check/document';
import { contextOf } from '~/check/content';
import type { CheckContext, DocumentFacts } from '~/check/field';
import { anchorsOf } from '~/check/document';
import type { Field } from '../../schema/fields.ts';
import { withoutSource } from './format/formats';
import { editorData } from './editorData';

/** An Immutable value as Decap hands it over: a map, a list or a plain value. */
export type Immutable = { toJS(): unknown; get(key: string | number): unknown };
/** A Decap entry (an Immutable map): its path in the repository, its data, the files uploaded with it. */
export type EntryMap = {
  get(key: 'path' | 'slug' | 'collection'): string | undefined;
  get(key: 'data'): Immutable | undefined;
  get(key: 'mediaFiles'): { toJS(): { path?: unknown; url?: unknown }[] } | undefined;
};

const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

/** An entry's fields as plain data, without the text the formats keep for the next save. */
export function fieldsOf(entry: EntryMap | undefined): Record<string, unknown> {
  const data = entry?.get('data')?.toJS();
  return isRecord(data) ? withoutSource(data) : {};
}

/** Where new entries of each folder collection are written, to know their schema type before they have a path. */
const NEW_FILES: Record<string, string> = { trades: 'trades/nouveau.md', samples: 'samples/nouveau.yaml', legal: 'legal/nouveau.md' };

/** The schema type of a folder collection's entries (`trades`: Trade). */
export const typeOfCollection = (collection: string) => typeOfFile(NEW_FILES[collection] ?? '');

/** The schema type of an entry, from its file or, for a new entry, from its collection. */
export function typeOfEntry(entry: EntryMap | undefined): TypeDef | undefined {
  const path = entry?.get('path');
  if (path) return typeOfFile(path.replace(/^content\//, ''));
  return typeOfCollection(entry?.get('collection') ?? '');
}

// Contract: docs/framework-contracts.md#decap-draft-media
/**
 * The files uploaded with the entry, not saved yet: each by its address on the site (`/portfolio/x.jpg`, from its path
 * in the repository, `public/portfolio/x.jpg`) and the address of its copy in the browser (`blob:`), if it has one.
 */
export function uploadedFiles(entry: EntryMap | undefined): { address: string; url?: string }[] {
  return (entry?.get('mediaFiles')?.toJS() ?? []).map((file) => {
    if (typeof file.path !== 'string')
      throw new Error('/admin/: an uploaded file has no path (Decap changed: docs/framework-contracts.md#decap-draft-media)');
    const address = `/${file.path.replace(/^\/?public\//, '').replace(/^\//, '')}`;
    return typeof file.url === 'string' ? { address, url: file.url } : { address };
  });
}

/** The rules' context for one entry: the site as last loaded, and the files uploaded with this entry as existing. */
export function contextFor(entry: EntryMap | undefined): CheckContext {
  const path = entry?.get('path');
  const context = contextOf(editorData().index, path);
  const uploaded = new Set(uploadedFiles(entry).map((file) => file.address));
  return { ...context, fileExists: (file) => uploaded.has(file) || context.fileExists(file) };
}

/** What a field's rules need of the entry: its type (for names unique in their collection) and its sections' anchors. */
export const factsFor = (entry: EntryMap | undefined, owner: string): DocumentFacts => ({
  type: owner,
  anchors: anchorsOf(fieldsOf(entry)),
});

/** The body of a Markdown page: its links must be safe addresses. */
const BODY: Field = { type: 'string', required: false, description: 'Texte de la page' };

/**
 * The schema field a Decap field stands for, from its `rule` (Trade.headline; Trade.checklist[] for the lines of a
 * list; body), with its owner's name.
 */
export function ruleOf(rule: unknown): { field: Field; name: string; owner: string } | undefined {
  if (typeof rule !== 'string') return undefined;
  if (rule === 'body') return { field: BODY, name: 'body', owner: '' };
  const item = rule.endsWith('[]');
  const key = item ? rule.slice(0, -2) : rule;
  const found = FIELDS.get(key);
  if (!found) return undefined;
  const owner = key.slice(0, key.indexOf('.'));
  if (!item) return { ...found, owner };
  const of = found.field.type === 'list' && !Array.isArray(found.field.of) ? found.field.of : undefined;
  return of && 'type' in of
    ? { field: { ...(of as Field), required: true, description: found.field.description }, name: found.name, owner }
    : undefined;
}
