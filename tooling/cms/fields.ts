// Turns contentlayer field definitions (schema/) into Decap CMS fields: one widget per field, its French
// label and hint from the field's description ("Libellé — aide") or from schema/labels.ts.
import { FIELD_LABELS } from '../../schema/labels.ts';

export type CmsField = {
  name: string;
  label: string;
  widget: string;
  hint?: string;
  required?: boolean;
  options?: string[];
  multiple?: boolean;
  value_type?: 'int' | 'float';
  fields?: CmsField[];
  field?: CmsField;
  types?: CmsField[];
  typeKey?: string;
  summary?: string;
  collapsed?: boolean;
  min?: number;
  max?: number;
  media_folder?: string;
  public_folder?: string;
  choose_url?: boolean;
};

/** The parts of a contentlayer field definition the CMS needs; the schema's own types are looser than this. */
export type FieldDef = {
  type: string;
  required?: boolean;
  description?: string;
  options?: readonly string[];
  of?: unknown;
};

export type NestedDef = { name: string; description?: string; fields?: unknown };
type NestedType = { type: 'nested'; def: () => NestedDef };

/** Widgets for multi-line texts: names of the fields that hold a paragraph rather than a line. */
const PARAGRAPHS = new Set([
  'text',
  'intro',
  'description',
  'subtitle',
  'about',
  'carouselIntro',
  'note',
  'fallback',
  'message',
  'mailBody',
]);

/** Where uploads go, by the nested type and field that hold the path: folders that match the content. */
const MEDIA: Record<string, string> = {
  'Slide.image': 'portfolio',
  'PortfolioItem.image': 'portfolio',
  'Step.image': 'steps',
  'Video.src': 'media',
  'Video.poster': 'media',
  'Video.captions': 'media',
  'Picture.src': 'media',
  'Seo.image': 'share',
  'Site.shareImage': 'share',
};
const FILE_WIDGETS = new Set(['Video.src', 'Video.captions']);

/** The schema writes fields as an object keyed by name (contentlayer also accepts a list, which schema/ never uses). */
export function fieldRecord(owner: string, fields: unknown): Record<string, FieldDef> {
  if (fields === undefined) return {};
  if (typeof fields !== 'object' || fields === null || Array.isArray(fields))
    throw new Error(`schema: ${owner} must list its fields as an object`);
  return fields as Record<string, FieldDef>;
}

export const isNestedType = (value: unknown): value is NestedType =>
  typeof value === 'object' && value !== null && (value as NestedType).type === 'nested' && typeof (value as NestedType).def === 'function';

/** "Libellé — aide" → label and hint; a field without a description takes its name's French label. */
export function labelOf(name: string, description: string | undefined): { label: string; hint?: string } {
  if (description) {
    const [label = '', ...hint] = description.split(' — ');
    const text = hint.join(' — ');
    return text ? { label, hint: text.charAt(0).toUpperCase() + text.slice(1) } : { label };
  }
  const label = FIELD_LABELS[name];
  if (!label) throw new Error(`schema: the field "${name}" needs a description (a French label for the CMS)`);
  return { label };
}

function objectFields(nested: NestedType): { name: string; fields: CmsField[] } {
  const def = nested.def();
  return { name: def.name, fields: cmsFields(def.name, fieldRecord(def.name, def.fields)) };
}

function summaryOf(fields: CmsField[]): string | undefined {
  const first =
    fields.find((f) => ['title', 'name', 'headline', 'label', 'brand'].includes(f.name)) ??
    fields.find((f) => f.widget === 'string' && f.required !== false);
  return first && `{{fields.${first.name}}}`;
}

/** One Decap field for one schema field of the nested or document type `owner`. */
export function cmsField(owner: string, name: string, def: FieldDef): CmsField {
  const base = { name, ...labelOf(name, def.description), ...(def.required ? {} : { required: false }) };
  const media = MEDIA[`${owner}.${name}`];
  switch (def.type) {
    case 'string':
      if (media) {
        const widget = FILE_WIDGETS.has(`${owner}.${name}`) ? 'file' : 'image';
        return { ...base, widget, media_folder: `/public/${media}`, public_folder: `/${media}`, choose_url: true };
      }
      return { ...base, widget: PARAGRAPHS.has(name) ? 'text' : 'string' };
    case 'number':
      return { ...base, widget: 'number', value_type: 'int' };
    case 'boolean':
      return { ...base, widget: 'boolean' };
    case 'enum':
      return { ...base, widget: 'select', options: [...(def.options ?? [])] };
    case 'nested': {
      if (!isNestedType(def.of)) throw new Error(`schema: ${owner}.${name} is nested but names no nested type`);
      const { fields } = objectFields(def.of);
      return { ...base, widget: 'object', collapsed: true, fields, summary: summaryOf(fields) };
    }
    case 'list':
      return { ...base, ...listOf(owner, name, base.label, def.of) };
    default:
      throw new Error(`schema: ${owner}.${name} has the type "${def.type}", which the CMS configuration does not know`);
  }
}

function listOf(owner: string, name: string, label: string, of: unknown): Omit<CmsField, 'name' | 'label'> {
  if (Array.isArray(of)) {
    // A list of typed blocks: each item's `type` names its nested type, as contentlayer expects.
    const types = of.map((nested: unknown) => {
      if (!isNestedType(nested)) throw new Error(`schema: ${owner}.${name} lists something that is not a nested type`);
      const def = nested.def();
      const fields = cmsFields(def.name, fieldRecord(def.name, def.fields));
      return { name: def.name, label: def.description ?? def.name, widget: 'object', fields, summary: summaryOf(fields) };
    });
    return { widget: 'list', typeKey: 'type', types, collapsed: true };
  }
  if (isNestedType(of)) {
    const { fields } = objectFields(of);
    return { widget: 'list', fields, collapsed: true, summary: summaryOf(fields) };
  }
  const item = of as FieldDef;
  if (item.type === 'enum') return { widget: 'select', multiple: true, options: [...(item.options ?? [])] };
  if (item.type === 'string') return { widget: 'list', field: { name: 'item', label, widget: 'string' } };
  throw new Error(`schema: ${owner}.${name} is a list of "${item.type}", which the CMS configuration does not know`);
}

export function cmsFields(owner: string, fields: Record<string, FieldDef>): CmsField[] {
  return Object.entries(fields).map(([name, def]) => cmsField(owner, name, def));
}
