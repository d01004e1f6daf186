// The kinds of field content files hold. Each helper returns contentlayer's definition of the field, and keeps with
// it everything else a field has: its French label and help, its limits, what an address in it may lead to, where
// its uploads go. The content check (build and dev server) and the editor at /admin/ all read them from here.
import type { FieldDef, ListFieldDef, ListPolymorphicFieldDef, NestedFieldDef, NestedType } from 'contentlayer2/source-files/schema';
import { ICON_NAMES } from './icons.ts';

/** The folders of public/ that uploads go to, by what they hold. */
export const MEDIA_FOLDERS = ['media', 'portfolio', 'steps', 'share'] as const;
export type MediaFolder = (typeof MEDIA_FOLDERS)[number];

/** What the content check and the editor know of a field beyond its type. */
export type FieldRules = {
  /** Longest text, in characters as the page shows it ({tokens} filled in). */
  maxLength?: number;
  /** How many items a list holds. */
  items?: { min: number; max: number };
  /** Smallest and largest number (no largest: any above the smallest); `whole`: no decimals. `why` ends the message. */
  range?: { min: number; max?: number; whole?: boolean; why?: string };
  /** An address: `any` a page or section of the site, a web address, mailto: or tel:; `external` https:// only. */
  address?: 'any' | 'external';
  /** A file of public/ (or an https:// address), and the folder of public/ that its uploads go to. */
  media?: { folder: MediaFolder; kind: 'image' | 'file' };
  /** A paragraph rather than a line: the editor gives it a box of several lines. */
  paragraph?: boolean;
  /** Items of this list are told apart by this field: two items cannot share its value. */
  unique?: string;
  /** No two files of the collection share this value (the footer shows them side by side). */
  uniqueInCollection?: boolean;
  /** An icon of schema/icons.json, picked from pictures in the editor. */
  icon?: boolean;
  /** Where the request form posts: https:// on a form service of schema/formRules.ts. */
  formEndpoint?: boolean;
  /** The French name the editor shows for each value of a choice. */
  optionLabels?: Readonly<Record<string, string>>;
  /** What one item of a list is called, in the singular: « atout », « section ». */
  itemLabel?: string;
  /** A French phone number, by the spec's rule (schema/phone.ts). */
  frenchPhone?: boolean;
  /** An e-mail address (schema/email.ts): the site's mailto: links are made from it. */
  emailAddress?: boolean;
  /** A setting that texts repeat through its {token}: letters, digits and ordinary punctuation, shown as text. */
  plainText?: boolean;
  /** A list of sections that must keep exactly one of this type (the landing page's hero holds its only h1). */
  keeps?: { type: string; label: string };
  /** What a new item or entry starts with in the editor. */
  initial?: string;
  /**
   * Who changes the field: `developer`, a technical setting kept in the file and not shown by the editor;
   * `screenReader`, a block of texts read aloud and never seen, which the editor shows folded.
   */
  audience?: 'developer' | 'screenReader';
  /**
   * A page's own text, easily forgotten in a copy: what search engines show, the examples. A copy made in the editor
   * (« Dupliquer ») says it still comes from the page copied, until it is rewritten.
   */
  ownText?: boolean;
};

/** A field definition as the schema writes it: contentlayer's, with the field's rules. */
export type Field = FieldDef & { rules?: FieldRules };

type Described = {
  /** The field's name as the editor shows it. */
  label: string;
  /** One short sentence on what the field is for, shown under it in the editor. */
  help?: string;
  /** Fields are required unless said otherwise. */
  optional?: boolean;
};

const base = ({ label, help, optional }: Described) => ({
  required: !optional,
  description: help ? `${label} — ${help}` : label,
});

type Nested = NestedType;

/** A line of text: a title, a name, a button's label; `plain`, a setting that texts repeat through its {token}. */
export const line = (o: Described & { max?: number; uniqueInCollection?: boolean; plain?: boolean }): Field => {
  const rules: FieldRules = {
    ...(o.max !== undefined ? { maxLength: o.max } : {}),
    ...(o.uniqueInCollection ? { uniqueInCollection: true } : {}),
    ...(o.plain ? { plainText: true } : {}),
  };
  return { type: 'string', ...base(o), ...(Object.keys(rules).length > 0 ? { rules } : {}) };
};

/** A paragraph of text, edited in a box of several lines. */
export const paragraph = (o: Described & { max?: number }): Field => ({
  type: 'string',
  ...base(o),
  rules: { paragraph: true, ...(o.max !== undefined ? { maxLength: o.max } : {}) },
});

/** An address: a page of the site (/demande), a section (#services), https://, mailto: or tel: — or https:// only. */
export const link = (o: Described & { to?: 'any' | 'external'; initial?: string }): Field => ({
  type: 'string',
  ...base(o),
  rules: { address: o.to ?? 'any', ...(o.initial !== undefined && { initial: o.initial }) },
});

/** A French phone number as the site shows it, checked by the spec's rule (schema/phone.ts). */
export const phone = (o: Described): Field => ({ type: 'string', ...base(o), rules: { frenchPhone: true } });

/** The site's e-mail address, checked as one (schema/email.ts). */
export const email = (o: Described): Field => ({ type: 'string', ...base(o), rules: { emailAddress: true } });

/** Where the request form posts: https:// on a form service that schema/ does not let content change freely. */
export const formEndpoint = (o: Described): Field => ({
  type: 'string',
  ...base(o),
  rules: { address: 'external', formEndpoint: true },
});

/** A picture or another file of public/ (or an https:// address); uploads go to public/<folder>. */
export const file = (o: Described & { folder: MediaFolder; kind?: 'image' | 'file' }): Field => ({
  type: 'string',
  ...base(o),
  rules: { media: { folder: o.folder, kind: o.kind ?? 'image' } },
});

/** A number, between its smallest and largest value (or above the smallest). */
export const number = (o: Described & { min: number; max?: number; whole?: boolean; why?: string }): Field => ({
  type: 'number',
  ...base(o),
  rules: {
    range: { min: o.min, ...(o.max !== undefined && { max: o.max }), ...(o.whole && { whole: true }), ...(o.why && { why: o.why }) },
  },
});

/** Yes or no: a switch in the editor, off for a new entry. */
export const yesNo = (o: Described): Field => ({ type: 'boolean', ...base(o) });

/** One of a few values, each with the French name the editor shows for it. */
export const choice = (options: Readonly<Record<string, string>>, o: Described): Field => ({
  type: 'enum',
  options: Object.keys(options),
  ...base(o),
  rules: { optionLabels: options },
});

/** An icon, picked from its picture in the editor. */
export const icon = (o: Described): Field => ({ type: 'enum', options: ICON_NAMES, ...base(o), rules: { icon: true } });

/** A block of fields of its own (a button: its text and its link). */
export const group = (of: Nested, o: Described): Field => {
  const def: NestedFieldDef = { type: 'nested', of, ...base(o) };
  return def;
};

type ListOptions = Described & {
  /** What one item is called, in the singular, as the editor's buttons say it: « atout ». */
  item: string;
  /** Exactly this many items, or at least `min` and at most `max`. */
  items?: number | { min: number; max: number };
  /** Items are told apart by this field. */
  unique?: string;
};

const listRules = ({ item, items, unique }: ListOptions): FieldRules => ({
  itemLabel: item,
  ...(items !== undefined && { items: typeof items === 'number' ? { min: items, max: items } : items }),
  ...(unique && { unique }),
});

/** A list of blocks of fields, or of lines of text (`'line'`), or of values among a few (`{ options }`, with their names). */
export const list = (of: Nested | 'line' | { options: Readonly<Record<string, string>> }, o: ListOptions): Field => {
  const item: ListFieldDef['of'] =
    of === 'line' ? { type: 'string' } : 'options' in of ? { type: 'enum', options: Object.keys(of.options) } : of;
  const def: ListFieldDef = { type: 'list', of: item, ...base(o) };
  return { ...def, rules: { ...listRules(o), ...(typeof of === 'object' && 'options' in of && { optionLabels: of.options }) } };
};

/** Sections of a page, in order: each item names its kind in `type`, among these block types; `keeps` one of them. */
export const blocks = (types: readonly Nested[], o: ListOptions & { keeps?: Nested }): Field => {
  const def: ListPolymorphicFieldDef = { type: 'list', of: types, ...base(o) };
  const kept = o.keeps?.def();
  const keeps = kept && 'name' in kept ? { type: kept.name, label: kept.description ?? kept.name } : undefined;
  return { ...def, rules: { ...listRules(o), ...(keeps && { keeps }) } };
};

/** The rules of a field definition, empty for a field that has none. */
export const rulesOf = (def: unknown): FieldRules =>
  (def && typeof def === 'object' && 'rules' in def && (def as { rules?: FieldRules }).rules) || {};

/** A field's label and help, from its definition's description « Libellé — aide ». */
export function labelOf(description: string | undefined, name: string): { label: string; help?: string } {
  if (!description) return { label: name };
  const [label = name, ...help] = description.split(' — ');
  return help.length > 0 ? { label, help: help.join(' — ') } : { label };
}

/** A technical setting a developer changes in the file (an address, a duration, a text the spec fixes). */
export const forDevelopers = (field: Field): Field => ({ ...field, rules: { ...rulesOf(field), audience: 'developer' } });

/** A block of texts screen readers read aloud (names of links and buttons), which no visitor sees. */
export const readAloud = (field: Field): Field => ({ ...field, rules: { ...rulesOf(field), audience: 'screenReader' } });

/** A page's own text (rules.ownText), which a copy of the page must not keep. */
export const ownText = (field: Field): Field => ({ ...field, rules: { ...rulesOf(field), ownText: true } });
