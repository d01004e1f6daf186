// Turns the schema's fields (schema/) into Decap CMS fields: one widget per field, its French label and hint, and
// `rule`, the field's name in the schema (Trade.headline), by which the editor's widgets find its rules and check
// the value as the build does (src/admin/checked.tsx).
import { labelOf, rulesOf, type Field } from '../../schema/fields.ts';
import { TEXTS } from '../../src/admin/texts.ts';

export type CmsOption = { label: string; value: string };

export type CmsField = {
  name: string;
  label: string;
  widget: string;
  hint?: string;
  required?: boolean;
  default?: unknown;
  /** A new entry's value comes from the model of its kind of page (tooling/cms/config.ts), and its note says so. */
  model?: boolean;
  /** `Type.field` of the schema: the editor checks the value with that field's rules. */
  rule?: string;
  options?: CmsOption[];
  multiple?: boolean;
  value_type?: 'int' | 'float';
  fields?: CmsField[];
  field?: CmsField;
  types?: CmsField[];
  typeKey?: string;
  summary?: string;
  collapsed?: boolean;
  label_singular?: string;
  media_folder?: string;
  public_folder?: string;
  choose_url?: boolean;
  buttons?: string[];
  editor_components?: string[];
  modes?: string[];
};

type Nested = { name: string; description?: string; fields?: Record<string, Field> };
type NestedType = { type: 'nested'; def: () => Nested };

export const isNestedType = (value: unknown): value is NestedType =>
  typeof value === 'object' && value !== null && (value as NestedType).type === 'nested' && typeof (value as NestedType).def === 'function';

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A list item's title in the editor: the first of its fields that names it. Left empty, Decap would show « No » and
 * the name of the item's first field (« No icon »): an `item` (« atout ») says « Atout sans titre » instead, through
 * the summary's documented `default` filter.
 */
function summaryOf(fields: CmsField[], item?: string): string | undefined {
  const first =
    fields.find((f) => ['title', 'name', 'headline', 'label', 'brand'].includes(f.name)) ??
    fields.find((f) => f.widget === 'string' && f.required !== false) ??
    fields.find((f) => f.widget === 'text' && f.required !== false);
  if (!first) return undefined;
  return item ? `{{fields.${first.name} | default('${TEXTS.untitled(item)}')}}` : `{{fields.${first.name}}}`;
}

const optionsOf = (values: readonly string[], labels: Readonly<Record<string, string>> = {}): CmsOption[] =>
  values.map((value) => ({ value, label: labels[value] ?? value }));

function fieldsOf(nested: NestedType, inOptional: boolean): { def: Nested; fields: CmsField[] } {
  const def = nested.def();
  return { def, fields: cmsFields(def.name, def.fields ?? {}, inOptional) };
}

/**
 * One Decap field for the field `name` of the schema type `owner`. Inside an optional block (`inOptional`), fields
 * are optional for Decap: the block may stay empty; once it is filled in, the editor's check asks for its fields.
 */
export function cmsField(owner: string, name: string, def: Field, inOptional = false): CmsField {
  const { label, help } = labelOf(def.description, name);
  const rules = rulesOf(def);
  const required = def.required === true && !inOptional;
  // A developer's setting: Decap keeps its value as it is and shows nothing.
  if (rules.audience === 'developer') return { name, label, widget: 'hidden' };
  const base = {
    name,
    label,
    ...(help && { hint: capitalized(help) }),
    ...(required ? {} : { required: false }),
    rule: `${owner}.${name}`,
  };
  switch (def.type) {
    case 'string': {
      const media = rules.media;
      if (media)
        return {
          ...base,
          widget: media.kind === 'file' ? 'file' : 'image',
          media_folder: `/public/${media.folder}`,
          public_folder: `/${media.folder}`,
          choose_url: true,
        };
      return { ...base, widget: rules.paragraph ? 'text' : 'string' };
    }
    case 'number':
      return { ...base, widget: 'number', value_type: rules.range?.whole ? 'int' : 'float' };
    case 'boolean':
      return { ...base, widget: 'boolean', default: false };
    case 'enum':
      return rules.icon ? { ...base, widget: 'icon' } : { ...base, widget: 'select', options: optionsOf(def.options, rules.optionLabels) };
    case 'nested': {
      if (!isNestedType(def.of)) throw new Error(`schema: ${owner}.${name} is nested but names no nested type`);
      const { fields } = fieldsOf(def.of, !required);
      // Texts read aloud are rarely changed: their block starts folded, under its name and help.
      const folded = rules.audience === 'screenReader' && { collapsed: true };
      return { ...base, widget: 'object', fields, summary: summaryOf(fields), ...folded };
    }
    case 'list': {
      const list = listOf(owner, name, label, def.of, rules.optionLabels, rules.itemLabel);
      return {
        ...base,
        ...(rules.itemLabel && { label_singular: rules.itemLabel }),
        ...list,
        ...startingItems(list, rules.items?.min ?? 0),
      };
    }
    default:
      throw new Error(`schema: ${owner}.${name} has the type "${def.type}", which the editor's configuration does not know`);
  }
}

function listOf(
  owner: string,
  name: string,
  label: string,
  of: unknown,
  optionLabels?: Readonly<Record<string, string>>,
  itemLabel = label,
): Omit<CmsField, 'name' | 'label'> {
  if (Array.isArray(of)) {
    // A list of typed blocks: each item's `type` names its block type, as contentlayer expects.
    const types = of.map((nested: unknown) => {
      if (!isNestedType(nested)) throw new Error(`schema: ${owner}.${name} lists something that is not a nested type`);
      const { def, fields } = fieldsOf(nested, false);
      const typeLabel = def.description ?? def.name;
      return { name: def.name, label: typeLabel, widget: 'object', fields, summary: summaryOf(fields, typeLabel) };
    });
    return { widget: 'list', typeKey: 'type', types, collapsed: true };
  }
  if (isNestedType(of)) {
    const { fields } = fieldsOf(of, false);
    return { widget: 'list', fields, collapsed: true, summary: summaryOf(fields, itemLabel) };
  }
  const item = of as Field;
  if (item.type === 'enum') return { widget: 'select', multiple: true, options: optionsOf(item.options, optionLabels) };
  // A folded line shows its own text, not the list's name.
  if (item.type === 'string')
    return { widget: 'list', summary: '{{fields.item}}', field: { name: 'item', label, widget: 'string', rule: `${owner}.${name}[]` } };
  throw new Error(`schema: ${owner}.${name} is a list of "${item.type}", which the editor's configuration does not know`);
}

/** What a new item's fields start with, as Decap fills an item added with « Ajouter »: the fields' own defaults. */
function defaultsOf(fields: CmsField[]): Record<string, unknown> {
  const entries = fields.flatMap((field): [string, unknown][] => {
    if (field.default !== undefined) return [[field.name, field.default]];
    const inner = field.widget === 'object' && field.fields ? defaultsOf(field.fields) : {};
    return Object.keys(inner).length > 0 ? [[field.name, inner]] : [];
  });
  return Object.fromEntries(entries);
}

/**
 * A list the page needs `count` items of (a trade's 3 features, 6 checklist lines, 4 slides) starts a new entry with
 * that many empty items, to fill in rather than add one by one. Lists of sections, whose type is chosen, start empty.
 */
function startingItems(list: Omit<CmsField, 'name' | 'label'>, count: number): Pick<CmsField, 'default'> {
  if (count === 0 || list.widget !== 'list' || list.types) return {};
  const item = list.fields ? defaultsOf(list.fields) : '';
  return { default: Array.from({ length: count }, () => item) };
}

export function cmsFields(owner: string, fields: Record<string, Field>, inOptional = false): CmsField[] {
  return Object.entries(fields).map(([name, def]) => cmsField(owner, name, def, inOptional));
}
