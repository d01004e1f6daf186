// Walks a content document along its schema and applies each field's rules (src/check/field.ts): unknown fields,
// unknown section types, and every field inside. The build, the dev server and the editor's save all run it.
import type { Field } from '../../schema/fields.ts';
import { documentTypes } from '../../schema/index.ts';
import { bodyMistakes, fieldMistakes, isRecord, type CheckContext, type DocumentFacts, type Mistake } from './field.ts';
import { fieldPath } from './problem.ts';
import { MAIN_ANCHOR } from '../../schema/anchors.ts';

export type Segments = (string | number)[];
/** A mistake and where it is: the path of segments to its field, from the document's top. */
export type Found = Mistake & { segments: Segments };

export type TypeDef = {
  name: string;
  description?: string;
  fields?: Record<string, Field>;
  filePathPattern?: string;
  contentType?: string;
};
type Defined = { type: 'nested' | 'document'; def: () => TypeDef };

export const isDefined = (value: unknown): value is Defined =>
  !!value && typeof value === 'object' && 'def' in value && typeof (value as Defined).def === 'function';

/** The schema's document types, each with the pattern of the files it reads. */
export const DOCUMENT_DEFS = (documentTypes as unknown as Defined[]).map((type) => {
  const def = type.def();
  const pattern = new RegExp(`^${(def.filePathPattern ?? '').replace(/\./g, '\\.').replace(/\*/g, '[^/]*')}$`);
  return { def, pattern };
});

/** The document type of a file of content/ (`trades/avocat.md`), if any reads it. */
export const typeOfFile = (relative: string) => DOCUMENT_DEFS.find(({ pattern }) => pattern.test(relative))?.def;

/** Rules that concern several fields of one block, by the block's type name. */
const BLOCK_RULES: Record<string, (item: Record<string, unknown>) => Found[]> = {
  FormField: (item) =>
    item.kind === 'select' && !(Array.isArray(item.options) && item.options.length > 0)
      ? [
          {
            segments: ['options'],
            problem: 'Une liste de choix (select) sans aucun choix.',
            fix: 'Ajoutez les choix sous « options: », ou changez le type du champ.',
          },
        ]
      : [],
};

/** Every field definition by `Type.field` (Trade.headline, Cta.href): the editor's widgets find their rules here. */
export const FIELDS = new Map<string, { field: Field; name: string }>();
(function index(types: readonly unknown[]) {
  for (const type of types) {
    if (!isDefined(type)) continue;
    const def = type.def();
    for (const [name, field] of Object.entries(def.fields ?? {})) {
      const key = `${def.name}.${name}`;
      if (FIELDS.has(key)) continue;
      FIELDS.set(key, { field, name });
      if (field.type === 'nested' || field.type === 'list') index(Array.isArray(field.of) ? field.of : [field.of]);
    }
  }
})(documentTypes);

/** Each section's anchor, with the section's place in `blocks`; sections without one are left out. */
const sectionAnchors = (data: Record<string, unknown>): [index: number, anchor: string][] =>
  (Array.isArray(data.blocks) ? data.blocks : []).flatMap((block: unknown, i): [number, string][] => {
    const anchor = isRecord(block) ? block.anchor : undefined;
    return typeof anchor === 'string' && anchor !== '' ? [[i, anchor]] : [];
  });

/** The anchors a page's sections declare, for its `#section` links. */
export const anchorsOf = (data: Record<string, unknown>): Set<string> => new Set(sectionAnchors(data).map(([, anchor]) => anchor));

/** The fields whose rules read other fields of the document: a section's anchor is checked against the others'. */
export const CROSS_FIELDS: ReadonlySet<string> = new Set(['anchor']);

/** « la section n° 2 (« Notre processus ») », named by its title as its folded line in the editor. */
function sectionName(data: Record<string, unknown>, index: number): string {
  const block = Array.isArray(data.blocks) ? data.blocks[index] : undefined;
  const title = isRecord(block) ? [block.title, block.headline].find((text) => typeof text === 'string' && text !== '') : undefined;
  return `la section n° ${index + 1}${typeof title === 'string' ? ` (« ${title} »)` : ''}`;
}

/**
 * A section's anchor is the id of its element: two sections sharing one, or one taking the id of the page's main
 * element, make a page whose links lead to the wrong place. Each section at fault is told at its own field, by name.
 */
export function crossFieldMistakes(data: Record<string, unknown>): Found[] {
  const found: Found[] = [];
  const anchors = sectionAnchors(data);
  for (const [i, anchor] of anchors) {
    const segments = ['blocks', i, 'anchor'];
    const name = sectionName(data, i);
    const other = anchors.find(([j, same]) => same === anchor && j !== i)?.[0];
    if (other !== undefined)
      found.push({
        segments,
        problem: `${capitalized(name)} a l’ancre « ${anchor} », comme ${sectionName(data, other)} : les liens #${anchor} mèneraient toujours à la première des deux.`,
        fix: `Donnez à ${name} une ancre qu’aucune autre section de la page n’a.`,
      });
    if (anchor === MAIN_ANCHOR)
      found.push({
        segments,
        problem: `${capitalized(name)} a l’ancre « ${anchor} », déjà celle du contenu principal de chaque page : le lien d’évitement du haut de page, pour le clavier, mènerait à cette section.`,
        fix: `Donnez à ${name} une autre ancre que « ${MAIN_ANCHOR} ».`,
      });
  }
  return found;
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

class Walk {
  found: Found[] = [];
  facts: DocumentFacts;
  ctx: CheckContext;
  constructor(facts: DocumentFacts, ctx: CheckContext) {
    this.facts = facts;
    this.ctx = ctx;
  }

  fields(value: Record<string, unknown>, def: TypeDef, segments: Segments, allowType: boolean) {
    const fields = def.fields ?? {};
    for (const [name, field] of Object.entries(fields)) this.value(value[name], field, [...segments, name], name);
    for (const key of Object.keys(value)) {
      if (key in fields || (allowType && key === 'type')) continue;
      this.found.push({
        segments: [...segments, key],
        problem: `Le champ « ${key} » n’existe pas à cet endroit.`,
        fix: `Supprimez-le ou corrigez son nom ; les champs possibles ici sont : ${Object.keys(fields).join(', ')}.`,
      });
    }
    for (const found of BLOCK_RULES[def.name]?.(value) ?? []) this.found.push({ ...found, segments: [...segments, ...found.segments] });
  }

  value(value: unknown, field: Field, segments: Segments, name: string) {
    const mistakes = fieldMistakes(field, name, value, this.facts, this.ctx);
    for (const mistake of mistakes) this.found.push({ ...mistake, segments });
    if (mistakes.length > 0 || value === undefined || value === null) return;
    if (field.type === 'nested' && isRecord(value) && isDefined(field.of)) this.fields(value, field.of.def() as TypeDef, segments, false);
    if (field.type === 'list' && Array.isArray(value)) value.forEach((item, i) => this.item(item, field.of, [...segments, i], name));
  }

  item(item: unknown, of: unknown, segments: Segments, name: string) {
    if (Array.isArray(of)) {
      const types = of.filter(isDefined).map((type) => type.def());
      const kind = isRecord(item) ? item.type : undefined;
      const def = types.find((type) => type.name === kind);
      const index = segments[segments.length - 1] as number;
      if (!isRecord(item) || !def) {
        this.found.push({
          segments: [...segments, 'type'],
          problem:
            kind === undefined
              ? `La section n° ${index + 1} (${fieldPath(segments)}) n’a pas de type.`
              : `« ${String(kind)} » n’est pas un type de section connu (section n° ${index + 1}, ${fieldPath(segments)}).`,
          fix: `Écrivez « - type: … » avec l’un de ces types : ${types.map((type) => type.name).join(', ')}.`,
        });
        return;
      }
      this.fields(item, def, segments, true);
    } else if (isDefined(of)) {
      if (!isRecord(item))
        this.found.push({
          segments,
          problem: `Cet élément contient ${Array.isArray(item) ? 'une liste' : 'un texte'} ; il attend un bloc de champs.`,
          fix: 'Écrivez les champs de l’élément sous son tiret « - », décalés de deux espaces.',
        });
      else this.fields(item, of.def(), segments, false);
    } else if (of && typeof of === 'object' && 'type' in of) {
      this.value(item, { ...(of as Field), required: true }, segments, name);
    }
  }
}

/**
 * The mistakes of one document of type `def`: its fields, every field inside them, and its Markdown body's links.
 * A mistake of the body has segments ['body'] and the line inside the body.
 */
export function checkDocument(def: TypeDef, data: Record<string, unknown>, ctx: CheckContext, body?: string): Found[] {
  const walk = new Walk({ type: def.name, anchors: anchorsOf(data) }, ctx);
  walk.fields(data, def, [], true);
  walk.found.push(...crossFieldMistakes(data));
  if (body !== undefined) for (const mistake of bodyMistakes(body, ctx.tokens)) walk.found.push({ ...mistake, segments: ['body'] });
  return walk.found;
}
