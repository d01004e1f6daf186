// The Decap CMS configuration, generated from schema/ so that it can never drift from what the build accepts.
import { FORM_SETTINGS } from '../../schema/formRules.ts';
import { Landing } from '../../schema/landing.ts';
import { Legal } from '../../schema/legal.ts';
import { NotFoundPage } from '../../schema/notFound.ts';
import { RequestPage } from '../../schema/request.ts';
import { Sample } from '../../schema/sample.ts';
import { Site } from '../../schema/site.ts';
import { MODEL_FIELDS, Trade, TradeModel } from '../../schema/trade.ts';
import { TradeIndexPage } from '../../schema/tradeIndex.ts';
import type { Field } from '../../schema/fields.ts';
import { cmsFields, type CmsField } from './fields.ts';
import type { AuthScope } from './policy.ts';
import { SOURCE, SOURCE_WIDGET } from '../../src/admin/format/source.ts';
import { readTradeModel, TRADE_MODEL_FILE, type TradeModelData } from '../content/tradeModel.ts';

type DocumentType = { def: () => { name: string; fields?: unknown } };

export const DOCUMENT_TYPES = { Site, Landing, RequestPage, NotFoundPage, TradeIndexPage, Trade, TradeModel, Legal, Sample } as const;

const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

/** `field` starting a new entry with `value`: a block's fields each with theirs, any other field with the whole value. */
function startingWith(field: CmsField, value: unknown): CmsField {
  if (field.widget !== 'object' || !field.fields || !isRecord(value)) return { ...field, default: value };
  return { ...field, fields: field.fields.map((inner) => (inner.name in value ? startingWith(inner, value[inner.name]) : inner)) };
}

/**
 * A new trade page's fields, each field of the model starting with the model's value (Decap's `default`) and marked
 * `model`, so that its note says which of its texts still come from the model (src/admin/CopiedNote.tsx).
 */
function fromModel(fields: CmsField[], model: TradeModelData): CmsField[] {
  return fields.map((field) => {
    const name = MODEL_FIELDS.find((known) => known === field.name);
    return name && model[name] !== undefined ? { ...startingWith(field, model[name]), model: true } : field;
  });
}

/** The file's text as last read or saved, kept for the next save (src/admin/SavedSource.tsx); never shown. */
const source: CmsField = { name: SOURCE, label: 'Texte du fichier', widget: SOURCE_WIDGET, required: false };

export function fieldsOf(type: DocumentType): CmsField[] {
  const def = type.def();
  const settings = FORM_SETTINGS[def.name] ?? [];
  // schema/ writes every type's fields as an object of the field helpers' definitions (schema/fields.ts).
  const fields = cmsFields(def.name, (def.fields ?? {}) as Record<string, Field>).map((field) =>
    // The form's settings are a developer's (schema/formRules.ts): the editor keeps their value and does not show them.
    settings.includes(field.name) ? { name: field.name, label: field.label, widget: 'hidden' } : field,
  );
  return [...fields, source];
}

/** The label the editor shows for a field of a document type. */
function labelOfField(type: DocumentType, name: string): string {
  const label = fieldsOf(type).find((field) => field.name === name)?.label;
  if (!label) throw new Error(`cms: ${type.def().name} has no field ${name}`);
  return label;
}

/** The file formats of src/admin/format/formats.ts: a save rewrites only the lines that changed. */
export const FORMATS = { data: 'yaml-data', markdown: 'markdown-page' } as const;

/** A Markdown page's text: headings, emphasis, links and lists, no images or code (the pages show none). */
const body: CmsField = {
  name: 'body',
  label: 'Texte de la page',
  widget: 'markdown',
  rule: 'body',
  buttons: ['bold', 'italic', 'link', 'heading-two', 'heading-three', 'bulleted-list', 'numbered-list', 'quote'],
  editor_components: [],
};

export type CmsEnvironment = {
  /** `serve`: the dev server, which also reaches decap-server (the local backend). */
  command: 'serve' | 'build';
  siteUrl: string;
  localBackendPort?: number;
  /** owner/name of the GitHub repository the CMS commits to. */
  repo?: string;
  branch?: string;
  /** OAuth provider: Netlify's (https://api.netlify.com, the default) or a small OAuth proxy's address. */
  oauthBaseUrl?: string;
  oauthEndpoint?: string;
  /** The site's domain as registered at Netlify, when the CMS is not served from it. */
  siteDomain?: string;
  /** What the GitHub login asks for: public_repo (the default) or, for a private repository, repo. */
  authScope?: AuthScope;
};

/** The editor's configuration; a new trade starts from `model`, by default the project's as written now. */
export function cmsConfig(env: CmsEnvironment, model: TradeModelData = readTradeModel()) {
  return {
    load_config_file: false,
    locale: 'fr',
    backend: {
      name: 'github',
      repo: env.repo ?? '',
      branch: env.branch ?? 'main',
      // Set on purpose: without it, Decap asks GitHub for `repo`, write access to every repository of the person.
      auth_scope: env.authScope ?? 'public_repo',
      ...(env.oauthBaseUrl && { base_url: env.oauthBaseUrl }),
      ...(env.oauthEndpoint && { auth_endpoint: env.oauthEndpoint }),
      ...(env.siteDomain && { site_domain: env.siteDomain }),
      commit_messages: {
        create: 'Contenu : ajoute {{collection}} « {{slug}} »',
        update: 'Contenu : modifie {{collection}} « {{slug}} »',
        delete: 'Contenu : supprime {{collection}} « {{slug}} »',
        uploadMedia: 'Médias : ajoute {{path}}',
        deleteMedia: 'Médias : supprime {{path}}',
      },
    },
    // Each saved entry becomes a branch and a pull request, which gets a preview deploy.
    publish_mode: 'editorial_workflow',
    ...(env.command === 'serve' && { local_backend: { url: `http://127.0.0.1:${env.localBackendPort ?? 8081}/api/v1` } }),
    // The login screen shows the site's own icon (Decap draws its default logo under the local login button). The
    // address is relative to /admin/, so that it holds under a base path too.
    logo: { src: '../apple-touch-icon.png', show_in_header: false },
    site_url: env.siteUrl,
    display_url: env.siteUrl,
    media_folder: 'public/media',
    public_folder: '/media',
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    collections: [
      {
        name: 'trades',
        label: 'Pages métier',
        label_singular: 'Page métier',
        folder: 'content/trades',
        extension: 'md',
        format: FORMATS.markdown,
        create: true,
        identifier_field: 'name',
        slug: '{{slug}}',
        summary: '{{name}} — {{headline}}',
        // By name, as the footer lists them, not by file name (« Expert-comptable » is comptable.md).
        sortable_fields: [{ field: 'name', label: labelOfField(Trade, 'name'), default_sort: 'asc' }],
        fields: [...fromModel(fieldsOf(Trade), model), body],
      },
      {
        name: 'samples',
        label: 'Sites d’exemple',
        label_singular: 'Site d’exemple',
        folder: 'content/samples',
        extension: 'yaml',
        format: FORMATS.data,
        create: true,
        identifier_field: 'seo.title',
        slug: '{{slug}}',
        fields: fieldsOf(Sample),
      },
      {
        name: 'legal',
        label: 'Pages légales',
        label_singular: 'Page légale',
        folder: 'content/legal',
        extension: 'md',
        format: FORMATS.markdown,
        create: false,
        identifier_field: 'heading',
        slug: '{{slug}}',
        fields: [...fieldsOf(Legal), body],
      },
      {
        name: 'pages',
        label: 'Pages et réglages du site',
        // Decap picks a file's format from its collection, not from the file's own entry.
        format: FORMATS.data,
        files: [
          { name: 'site', label: 'Réglages du site', file: 'content/site.yaml', fields: fieldsOf(Site) },
          { name: 'landing', label: 'Page d’accueil', file: 'content/pages/landing.yaml', fields: fieldsOf(Landing) },
          {
            name: 'demande',
            label: 'Page de demande',
            file: 'content/pages/demande.yaml',
            fields: fieldsOf(RequestPage),
          },
          {
            name: 'not-found',
            label: 'Page introuvable',
            file: 'content/pages/not-found.yaml',
            fields: fieldsOf(NotFoundPage),
          },
          {
            name: 'trade-index',
            label: 'Page de tous les métiers',
            file: 'content/pages/trade-index.yaml',
            fields: fieldsOf(TradeIndexPage),
          },
          {
            name: 'trade-model',
            label: 'Modèle de nouvelle page métier',
            file: `content/${TRADE_MODEL_FILE}`,
            fields: fieldsOf(TradeModel),
          },
        ],
      },
    ],
  };
}

export type CmsConfig = ReturnType<typeof cmsConfig>;
