// Checks each content file against the schema (schema/*.ts) before contentlayer sees it, and says what is wrong
// in French at the field's line: a missing, mistyped or unknown field, an unknown section type, a text too long.
import { documentTypes } from '../../schema/index.ts';
import { LIMITS } from '../../schema/limits.ts';
import type { ContentFile } from './files.ts';
import { fieldPath, type ContentProblem } from './problem.ts';

type Field = { type: string; required?: boolean; of?: unknown; options?: readonly string[] };
type TypeDef = { name?: string; fields?: Record<string, Field>; filePathPattern?: string; contentType?: string };
type Defined = { type: 'nested' | 'document'; def: () => TypeDef };
type Segments = (string | number)[];

const isDefined = (value: unknown): value is Defined =>
  !!value && typeof value === 'object' && 'def' in value && typeof (value as Defined).def === 'function';
const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

/** The schema's document types with the glob of files each one reads. */
export const DOCUMENT_DEFS = (documentTypes as unknown as Defined[]).map((type) => {
  const def = type.def();
  const pattern = new RegExp(`^${(def.filePathPattern ?? '').replace(/\./g, '\\.').replace(/\*/g, '[^/]*')}$`);
  return { def, pattern };
});

const kindOf = (value: unknown) =>
  Array.isArray(value)
    ? 'une liste'
    : isRecord(value)
      ? 'un bloc de champs'
      : typeof value === 'number'
        ? 'un nombre'
        : typeof value === 'boolean'
          ? 'un oui/non (true ou false)'
          : 'un texte';

function expected(field: Field): string {
  switch (field.type) {
    case 'string':
      return 'un texte';
    case 'number':
      return 'un nombre';
    case 'boolean':
      return 'true ou false';
    case 'enum':
      return `une de ces valeurs : ${field.options?.join(', ')}`;
    case 'list':
      return 'une liste (une ligne par élément, commençant par « - »)';
    default:
      return 'un bloc de champs (chacun sur sa ligne, décalé de deux espaces)';
  }
}

function howToWrite(field: Field, name: string, found: unknown): string {
  if (field.type === 'string' && Array.isArray(found))
    return `Ce champ attend un texte, pas une liste : écrivez un seul texte sur la ligne « ${name}: … ».`;
  if (field.type === 'string' && isRecord(found))
    return `Ce champ attend un texte, pas des sous-champs : écrivez le texte sur la ligne « ${name}: … » et retirez les lignes décalées dessous.`;
  if (field.type === 'list')
    return `Ce champ attend une liste : écrivez chaque élément sur sa ligne sous « ${name}: », commençant par « - ».`;
  if (field.type === 'number') return `Ce champ attend un nombre écrit en chiffres, sans texte autour (par exemple « ${name}: 4 »).`;
  if (field.type === 'boolean') return `Ce champ attend true (oui) ou false (non).`;
  if (field.type === 'enum') return `Choisissez une des valeurs permises : ${field.options?.join(', ')}.`;
  if (field.type === 'nested') return `Ce champ attend des sous-champs, chacun sur sa ligne sous « ${name}: », décalés de deux espaces.`;
  return `Écrivez ${expected(field)}.`;
}

class Checker {
  problems: ContentProblem[] = [];
  private readonly source: ContentFile;
  private readonly tokens: Record<string, string>;
  constructor(source: ContentFile, tokens: Record<string, string>) {
    this.source = source;
    this.tokens = tokens;
  }

  report(segments: Segments, problem: string, fix: string) {
    const { line, column } = this.source.locate(segments);
    this.problems.push({ file: this.source.file, line, column, field: fieldPath(segments) || undefined, problem, fix });
  }

  fields(value: Record<string, unknown>, def: TypeDef, segments: Segments, allowType: boolean) {
    const fields = def.fields ?? {};
    for (const [name, field] of Object.entries(fields)) this.value(value[name], field, [...segments, name], def.name ?? '', name);
    for (const key of Object.keys(value)) {
      if (key in fields || (allowType && key === 'type')) continue;
      this.report(
        [...segments, key],
        `Le champ « ${key} » n’existe pas à cet endroit.`,
        `Supprimez-le ou corrigez son nom ; les champs possibles ici sont : ${Object.keys(fields).join(', ')}.`,
      );
    }
  }

  value(value: unknown, field: Field, segments: Segments, typeName: string, name: string) {
    if (value === undefined || value === null) {
      if (field.required)
        this.report(
          segments,
          `Le champ obligatoire « ${name} » manque ; il attend ${expected(field)}.`,
          `Ajoutez une ligne « ${name}: … » dans ce bloc.`,
        );
      return;
    }
    const wrong = () =>
      this.report(segments, `Ce champ contient ${kindOf(value)} ; il attend ${expected(field)}.`, howToWrite(field, name, value));
    switch (field.type) {
      case 'string': {
        if (typeof value !== 'string') return wrong();
        const max = LIMITS[typeName]?.[name];
        const length = [...value.replace(/\{(\w+)\}/g, (token, name: string) => this.tokens[name] ?? token)].length;
        if (max && length > max)
          this.report(
            segments,
            `Ce texte fait ${length} caractères ; ${max} au plus sont permis, pour que la page reste lisible sur un téléphone et dans les résultats de recherche.`,
            `Raccourcissez-le d’au moins ${length - max} caractère${length - max > 1 ? 's' : ''}.`,
          );
        return;
      }
      case 'number':
        return typeof value === 'number' ? undefined : wrong();
      case 'boolean':
        return typeof value === 'boolean' ? undefined : wrong();
      case 'enum':
        return typeof value === 'string' && field.options?.includes(value)
          ? undefined
          : this.report(segments, `« ${String(value)} » n’est pas une valeur permise ici.`, howToWrite(field, name, value));
      case 'nested':
        if (!isRecord(value)) return wrong();
        return isDefined(field.of) ? this.fields(value, field.of.def(), segments, false) : undefined;
      case 'list':
        if (!Array.isArray(value)) return wrong();
        return value.forEach((item, i) => this.item(item, field.of, [...segments, i], typeName, name));
      default:
    }
  }

  item(item: unknown, of: unknown, segments: Segments, typeName: string, name: string) {
    if (Array.isArray(of)) {
      const types = (of as Defined[]).map((type) => type.def());
      const kind = isRecord(item) ? item.type : undefined;
      const def = types.find((type) => type.name === kind);
      const index = segments[segments.length - 1] as number;
      if (!isRecord(item) || !def)
        return this.report(
          [...segments, 'type'],
          kind === undefined
            ? `La section n° ${index + 1} (${fieldPath(segments)}) n’a pas de type.`
            : `« ${String(kind)} » n’est pas un type de section connu (section n° ${index + 1}, ${fieldPath(segments)}).`,
          `Écrivez « - type: … » avec l’un de ces types : ${types.map((type) => type.name).join(', ')}.`,
        );
      return this.fields(item, def, segments, true);
    }
    if (isDefined(of)) {
      if (!isRecord(item))
        return this.report(
          segments,
          `Cet élément contient ${kindOf(item)} ; il attend un bloc de champs.`,
          'Écrivez les champs de l’élément sous son tiret « - », décalés de deux espaces.',
        );
      return this.fields(item, of.def(), segments, false);
    }
    if (of && typeof of === 'object' && 'type' in of) this.value(item, of as Field, segments, typeName, name);
  }
}

/** The schema mistakes of one content file, or the reason no schema reads it. */
export function checkSchema(source: ContentFile, tokens: Record<string, string> = {}): ContentProblem[] {
  const match = DOCUMENT_DEFS.find(({ pattern }) => pattern.test(source.relative));
  if (!match)
    return [
      {
        file: source.file,
        problem: 'Aucune page du site ne lit ce fichier : son dossier ou son nom ne correspond à aucun type de contenu.',
        fix: `Placez-le dans le bon dossier (${DOCUMENT_DEFS.map(({ def }) => def.filePathPattern).join(', ')}), ou supprimez-le.`,
      },
    ];
  const checker = new Checker(source, tokens);
  checker.fields(source.data, match.def, [], true);
  return checker.problems;
}
