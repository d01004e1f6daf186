// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { FORM_SETTINGS } from '../../schema/formRules.ts';
import { documentTypes } from '../../schema/index.ts';
import { cmsConfig, DOCUMENT_TYPES, FORMATS } from '../../tooling/cms/config';
import type { CmsField } from '../../tooling/cms/fields';
import { rulesOf } from '../../schema/fields';
import { ruleOf } from '../../src/admin/entry';
import { SOURCE_WIDGET } from '../../src/admin/format/source.ts';
import { REQUEST_PATH } from '../../src/paths';

type Def = { type?: string; required?: boolean; of?: unknown; def?: () => { name: string; fields?: Record<string, Def> } };

/**
 * Every field path of a schema type, e.g. features[].icon, blocks[Hero].cta.href, with whether the editor requires
 * it: required in the schema, and not inside an optional block (which may stay empty as a whole).
 */
function schemaPaths(fields: Record<string, Def>, prefix = '', inOptional = false): Map<string, boolean> {
  const paths = new Map<string, boolean>();
  for (const [name, def] of Object.entries(fields)) {
    const path = `${prefix}${name}`;
    const required = def.required === true && !inOptional;
    paths.set(path, required);
    const of = def.of as Def | Def[] | undefined;
    if (Array.isArray(of)) {
      for (const nested of of) {
        const d = nested.def?.();
        if (d) schemaPaths(d.fields ?? {}, `${path}[${d.name}].`).forEach((v, k) => paths.set(k, v));
      }
    } else if (of?.def) {
      const list = def.type === 'list';
      schemaPaths(of.def().fields ?? {}, `${path}${list ? '[].' : '.'}`, list ? false : !required).forEach((v, k) => paths.set(k, v));
    }
  }
  return paths;
}

function configPaths(fields: CmsField[], prefix = ''): Map<string, CmsField> {
  const paths = new Map<string, CmsField>();
  for (const field of fields) {
    const path = `${prefix}${field.name}`;
    paths.set(path, field);
    if (field.types) {
      for (const t of field.types) configPaths(t.fields ?? [], `${path}[${t.name}].`).forEach((v, k) => paths.set(k, v));
    } else if (field.fields) {
      const suffix = field.widget === 'list' ? '[].' : '.';
      configPaths(field.fields, `${path}${suffix}`).forEach((v, k) => paths.set(k, v));
    }
  }
  return paths;
}

const config = cmsConfig({ command: 'build', siteUrl: 'https://example.fr' });
const byFile = new Map<string, CmsField[]>();
for (const collection of config.collections) {
  if (collection.folder && collection.fields)
    byFile.set(`${collection.folder.replace('content/', '')}/*.${collection.extension}`, collection.fields);
  if (collection.files) for (const f of collection.files) byFile.set(f.file.replace('content/', ''), f.fields);
}

describe('CMS configuration generated from the schema', () => {
  test('covers every kind of content file the build knows', () => {
    const edited = Object.values(DOCUMENT_TYPES).map((type) => type.def().name);
    expect(documentTypes.map((type) => type.def().name).filter((name) => !edited.includes(name))).toEqual([]);
  });

  for (const [name, type] of Object.entries(DOCUMENT_TYPES)) {
    const def = type.def() as { filePathPattern: string; contentType?: string; fields: Record<string, Def> };
    test(`${name} (${def.filePathPattern}): every schema field has a labelled widget, required as in the schema`, () => {
      const fields = byFile.get(def.filePathPattern);
      expect(fields, `no collection edits ${def.filePathPattern}`).toBeDefined();
      const cms = configPaths(fields ?? []);
      const schema = schemaPaths(def.fields);
      // A hidden field keeps its whole value, inner fields included (the form's settings).
      const hidden = [...cms].filter(([, field]) => field.widget === 'hidden').map(([path]) => path);
      const shown = [...schema].filter(([path]) => !hidden.some((h) => path.startsWith(`${h}.`)));
      const missing = shown.map(([path]) => path).filter((path) => !cms.has(path));
      expect(missing).toEqual([]);
      for (const [path, required] of shown) {
        const field = cms.get(path);
        expect(field?.label, path).toMatch(/\S/);
        expect(field?.required !== false, `${path} required`).toBe(required);
      }
      if (def.contentType === 'markdown') expect(cms.get('body')?.widget).toBe('markdown');
    });
  }

  test('the form settings are kept as they are, out of sight: a developer changes them', () => {
    const paths = { Site: configPaths(byFile.get('site.yaml') ?? []), RequestPage: configPaths(byFile.get('pages/demande.yaml') ?? []) };
    for (const [type, fields] of Object.entries(paths)) {
      expect(FORM_SETTINGS[type]?.length, type).toBeGreaterThan(0);
      for (const name of FORM_SETTINGS[type] ?? []) expect(fields.get(name)?.widget, `${type}.${name}`).toBe('hidden');
    }
    expect(paths.Site.get('phone')?.widget).toBe('string');
  });

  test('every field names its schema field, whose rules the editor applies: a trade’s 3 features, 6 checklist items and 4 slides', () => {
    for (const [file, fields] of byFile)
      for (const [path, field] of configPaths(fields)) {
        if (field.name === 'item' || field.rule === 'body' || field.widget === 'hidden' || field.widget === SOURCE_WIDGET) continue;
        expect(ruleOf(field.rule)?.name, `${file} ${path}`).toBe(field.name);
      }
    const trade = configPaths(byFile.get('trades/*.md') ?? []);
    for (const [list, size] of [
      ['features', 3],
      ['checklist', 6],
      ['slides', 4],
    ] as const) {
      expect(rulesOf(ruleOf(trade.get(list)?.rule)?.field).items).toEqual({ min: size, max: size });
    }
  });

  test('a new trade page’s buttons lead to the request page; folded lines of text show their text', () => {
    const trade = configPaths(byFile.get('trades/*.md') ?? []);
    for (const path of ['cta.href', 'closing.cta.href']) expect(trade.get(path)?.default, path).toBe(REQUEST_PATH.replace(/\/$/, ''));
    expect(trade.get('checklist')?.summary).toBe('{{fields.item}}');
  });

  test('a new trade starts with the items its page needs, empty without a model; an item with no title yet is named in French', () => {
    const withoutModel = cmsConfig({ command: 'build', siteUrl: 'https://example.fr' }, {}).collections.find((c) => c.name === 'trades');
    const blank = configPaths(withoutModel?.fields ?? []);
    const trade = configPaths(byFile.get('trades/*.md') ?? []);
    for (const list of ['features', 'checklist', 'slides']) {
      const size = rulesOf(ruleOf(trade.get(list)?.rule)?.field).items?.min;
      expect(trade.get(list)?.default, list).toHaveLength(size ?? -1);
      expect(blank.get(list)?.default, list).toHaveLength(size ?? -1);
    }
    expect(blank.get('checklist')?.default).toEqual(Array(6).fill(''));
    // Decap names an item whose summary is empty « No » and its first field's name (« No icon »).
    expect(trade.get('features')?.summary).toMatch(/\| default\('Atout sans titre'\)\}\}$/);
    expect(config.collections.find((c) => c.name === 'trades')).toMatchObject({
      sortable_fields: [{ field: 'name', default_sort: 'asc' }],
    });
  });

  test('the settings keep a developer’s fields out of sight and fold the texts read aloud', () => {
    const site = configPaths(byFile.get('site.yaml') ?? []);
    for (const path of ['url', 'errorTitle', 'carousel.transitionMs']) expect(site.get(path)?.widget, path).toBe('hidden');
    for (const path of ['header', 'carousel']) expect(site.get(path), path).toMatchObject({ widget: 'object', collapsed: true });
    expect(site.get('footer')?.collapsed).toBeUndefined();
  });

  test('an optional block’s fields are optional for Decap, so that it may stay empty', () => {
    const sample = configPaths(byFile.get('samples/*.yaml') ?? []);
    expect(sample.get('blocks[SiteHeader].back')).toMatchObject({ widget: 'object', required: false });
    expect(sample.get('blocks[SiteHeader].back.label')?.required).toBe(false);
    expect(sample.get('blocks[SiteHeader].brand')?.required).toBeUndefined();
  });

  test('yes/no fields are switches that start on “no”, choices show French names, icons are picked from pictures', () => {
    const trade = configPaths(byFile.get('trades/*.md') ?? []);
    expect(trade.get('locked')).toMatchObject({ widget: 'boolean', default: false });
    expect(trade.get('features[].icon')).toMatchObject({ widget: 'icon' });
    const sample = configPaths(byFile.get('samples/*.yaml') ?? []);
    expect(sample.get('theme.primaryColor')?.options).toContainEqual({ value: 'red', label: 'Rouge' });
  });

  test('block lists offer one variable type per block type, keyed by `type`', () => {
    const landing = configPaths(byFile.get('pages/landing.yaml') ?? []).get('blocks');
    expect(landing?.typeKey).toBe('type');
    expect(landing?.types?.map((t) => t.name)).toEqual(['Hero', 'Process', 'Portfolio', 'Included', 'ClosingCta']);
    const sample = configPaths(byFile.get('samples/*.yaml') ?? []).get('blocks');
    expect(sample?.types?.length).toBeGreaterThan(10);
  });

  test('images upload into public/ folders that match the content', () => {
    const trade = configPaths(byFile.get('trades/*.md') ?? []);
    expect(trade.get('slides[].image')).toMatchObject({ widget: 'image', media_folder: '/public/portfolio', public_folder: '/portfolio' });
    const landing = configPaths(byFile.get('pages/landing.yaml') ?? []);
    expect(landing.get('blocks[Hero].video.poster')).toMatchObject({ widget: 'image', media_folder: '/public/media' });
  });

  test('every collection writes its files with the editor’s own formats, which keep each file’s lines', () => {
    for (const collection of config.collections) expect(Object.values(FORMATS), collection.name).toContain(collection.format);
  });

  test('the local backend is only configured for the dev server, and saves go through the editorial workflow', () => {
    expect(config).not.toHaveProperty('local_backend');
    expect(config.publish_mode).toBe('editorial_workflow');
    expect(cmsConfig({ command: 'serve', siteUrl: '', localBackendPort: 8082 }).local_backend).toEqual({
      url: 'http://127.0.0.1:8082/api/v1',
    });
  });
});
