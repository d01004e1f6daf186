// What the click-to-edit walk (tests/editor/everyMark.spec.ts) opens, read from the editor's configuration (generated
// from schema/, whose block types the registries are typed by) and from the content: for every type of every block
// list, the blocks that together fill every field the content gives that type; for every collection, an entry, and
// one more for each yes/no field the other value of (a locked trade draws its slides otherwise).
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { readFrontMatter } from '../../src/check/frontMatter.ts';
import { cmsConfig } from '../../tooling/cms/config.ts';

export type Data = Record<string, unknown>;
export type ConfigField = {
  name: string;
  label?: string;
  widget?: string;
  fields?: ConfigField[];
  types?: ConfigField[];
  field?: ConfigField;
};
type Collection = {
  name: string;
  folder?: string;
  extension?: string;
  fields?: ConfigField[];
  files?: { name: string; file: string; fields: ConfigField[] }[];
};

/** An entry of the editor: its collection and name in the editor's address, its file in the project, its fields. */
export type Entry = { collection: string; slug: string; file: string; fields: ConfigField[] };

/** What one test walks: the marks of one block of an entry (`prefix`: `blocks.3.`), or the marks outside its blocks. */
export type Unit = { title: string; entry: Entry; prefix?: string; outside?: string };

/** One entry opened, and the units walked in it. */
export type Walk = { entry: Entry; units: Unit[] };

/** Block types that no content uses are walked in a fixture block of this folder (`<Type>.yaml`), added to an entry. */
export const FIXTURES = 'tests/fixtures/click-to-edit';

const COLLECTIONS = cmsConfig({ command: 'serve', siteUrl: '' }).collections as Collection[];

export function dataOf(text: string, file: string): Data {
  if (!file.endsWith('.md')) return parse(text) as Data;
  const { data, body } = readFrontMatter(text);
  return { ...data, body };
}

export const at = (data: unknown, where: readonly (string | number)[]): unknown =>
  where.reduce<unknown>((value, step) => (value as Record<string | number, unknown> | undefined)?.[step], data);

/** The field of the configuration at a path of the entry (a typed list's item takes its type's fields). */
export function fieldAt(entry: Entry, data: Data, where: readonly (string | number)[]): ConfigField | undefined {
  let fields = entry.fields;
  let field: ConfigField | undefined;
  for (let i = 0; i < where.length; i++) {
    const step = where[i];
    if (typeof step === 'number') {
      if (field?.field) field = field.field;
      else if (field?.types) {
        field = field.types.find((t) => t.name === at(data, [...where.slice(0, i + 1), 'type']));
        fields = field?.fields ?? [];
      }
      continue;
    }
    field = fields.find((f) => f.name === step);
    fields = field?.fields ?? [];
  }
  return field;
}

/** An entry of a collection by its name in the editor's address. */
export function entryOf(collection: string, slug: string): Entry {
  const config = COLLECTIONS.find((c) => c.name === collection);
  const file = config?.files?.find((f) => f.name === slug);
  if (file) return { collection, slug, file: file.file, fields: file.fields };
  const extension = config?.extension ?? (collection === 'samples' ? 'yaml' : 'md');
  return { collection, slug, file: `${config?.folder ?? ''}/${slug}.${extension}`, fields: config?.fields ?? [] };
}

function entriesOf(root: string, collection: Collection): Entry[] {
  if (collection.files) return collection.files.map((f) => entryOf(collection.name, f.name));
  const extension = `.${collection.extension ?? (collection.name === 'samples' ? 'yaml' : 'md')}`;
  return fs
    .readdirSync(path.join(root, collection.folder ?? ''))
    .filter((name) => name.endsWith(extension))
    .sort()
    .map((name) => entryOf(collection.name, name.slice(0, -extension.length)));
}

/** The fields a value fills, list places left out: `items.*.title`. */
function shapesOf(value: unknown, at = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => shapesOf(item, `${at}.*`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => shapesOf(item, `${at}.${key}`));
  return value === undefined || value === null || value === '' ? [] : [at];
}

type Instance = { entry: Entry; index: number; shapes: Set<string> };

/** The fewest blocks that fill every field the content gives the type, in entries already opened when they can be. */
function covering(instances: Instance[], opened: Set<string>): Instance[] {
  const left = new Set(instances.flatMap((i) => [...i.shapes]));
  const chosen: Instance[] = [];
  while (left.size > 0) {
    const gain = (i: Instance) => [...i.shapes].filter((s) => left.has(s)).length + (opened.has(i.entry.file) ? 0.5 : 0);
    const best = instances.reduce((a, b) => (gain(b) > gain(a) ? b : a));
    opened.add(best.entry.file);
    chosen.push(best);
    for (const shape of best.shapes) left.delete(shape);
  }
  return chosen;
}

/**
 * Every unit of the walk. `fixture(type)` gives a fixture block for a type no content uses; the walk adds it to the
 * entry the unit names (a copy of the project's, see everyMark.spec.ts), or lists the type as missing.
 */
export function walkUnits(root: string): { walks: Walk[]; fixtures: { entry: Entry; list: string; block: Data }[]; missing: string[] } {
  const units: Unit[] = [];
  const opened = new Set<string>();
  const fixtures: { entry: Entry; list: string; block: Data }[] = [];
  const missing: string[] = [];
  const read = (entry: Entry) => dataOf(fs.readFileSync(path.join(root, entry.file), 'utf8'), entry.file);
  for (const collection of COLLECTIONS) {
    const entries = entriesOf(root, collection);
    for (const first of entries.slice(0, collection.files ? undefined : 1)) {
      const lists = first.fields.filter((f) => f.types);
      const yesNo = first.fields.filter((f) => f.widget === 'boolean').map((f) => f.name);
      const chosen = collection.files
        ? [first]
        : [first, ...yesNo.flatMap((name) => [true, false].flatMap((v) => entries.find((e) => (read(e)[name] === true) === v) ?? []))];
      for (const entry of new Set(chosen)) {
        opened.add(entry.file);
        const data = read(entry);
        const flags = yesNo.filter((name) => data[name] === true);
        units.push({
          title: `the ${entry.collection} preview, ${entry.slug}${flags.length > 0 ? ` (${flags.join(', ')})` : ''}`,
          entry,
          outside: lists[0] && `${lists[0].name}.`,
        });
      }
      for (const list of lists) {
        for (const type of list.types ?? []) {
          const instances = (collection.files ? [first] : entries).flatMap((entry) =>
            ((read(entry)[list.name] ?? []) as Data[]).flatMap((block, index) =>
              block.type === type.name ? [{ entry, index, shapes: new Set(shapesOf(block)) }] : [],
            ),
          );
          if (instances.length === 0) {
            const fixture = path.join(root, FIXTURES, `${type.name}.yaml`);
            if (!fs.existsSync(fixture)) {
              missing.push(`${collection.name}: ${type.name}`);
              continue;
            }
            const added = fixtures.filter((f) => f.entry === first && f.list === list.name).length;
            const index = ((read(first)[list.name] ?? []) as unknown[]).length + added;
            fixtures.push({ entry: first, list: list.name, block: parse(fs.readFileSync(fixture, 'utf8')) as Data });
            units.push({ title: `a ${type.name} block (fixture, in ${first.slug})`, entry: first, prefix: `${list.name}.${index}.` });
            continue;
          }
          for (const { entry, index } of covering(instances, opened))
            units.push({ title: `a ${type.name} block (${entry.slug}, section ${index + 1})`, entry, prefix: `${list.name}.${index}.` });
        }
      }
    }
  }
  // An entry opened is walked whole: each of its blocks, whatever the type, and the marks outside them.
  const walks = [...new Set(units.map((u) => u.entry))].map((entry) => {
    const lists = entry.fields.filter((f) => f.types);
    const data = read(entry);
    const blocks = lists.flatMap((list) =>
      [
        ...((data[list.name] ?? []) as Data[]),
        ...fixtures.filter((f) => f.entry === entry && f.list === list.name).map((f) => f.block),
      ].map((block, index) => ({ list, block, index })),
    );
    return {
      entry,
      units: [
        units.find((u) => u.entry === entry && !u.prefix) ?? {
          title: `the ${entry.collection} preview, ${entry.slug}`,
          entry,
          outside: lists[0] && `${lists[0].name}.`,
        },
        ...blocks.map(({ list, block, index }) => ({
          title: `a ${String(block.type)} block (${entry.slug}, section ${index + 1})`,
          entry,
          prefix: `${list.name}.${index}.`,
        })),
      ],
    };
  });
  return { walks, fixtures, missing };
}
