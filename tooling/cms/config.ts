// The Decap CMS configuration, generated from schema/ so that it can never drift from what the build accepts.
import { FORM_SETTINGS } from '../../schema/formRules.ts';
import { Landing } from '../../schema/landing.ts';
import { Legal } from '../../schema/legal.ts';
import { NotFoundPage } from '../../schema/notFound.ts';
import { RequestPage } from '../../schema/request.ts';
import { Sample } from '../../schema/sample.ts';
import { Site } from '../../schema/site.ts';
import { Trade } from '../../schema/trade.ts';
import { TradeIndexPage } from '../../schema/tradeIndex.ts';
import { cmsFields, fieldRecord, type CmsField } from './fields.ts';
import type { AuthScope } from './policy.ts';

type DocumentType = { def: () => { name: string; fields?: unknown } };

/** The content rules a schema cannot say (tooling/content/rules.ts), as list limits the editor enforces. */
export const LIST_SIZES: Record<string, Record<string, number>> = { Trade: { features: 3, checklist: 6, slides: 4 } };

export const DOCUMENT_TYPES = { Site, Landing, RequestPage, NotFoundPage, TradeIndexPage, Trade, Legal, Sample } as const;

export function fieldsOf(type: DocumentType): CmsField[] {
  const def = type.def();
  const sizes = LIST_SIZES[def.name] ?? {};
  const settings = FORM_SETTINGS[def.name] ?? [];
  return cmsFields(def.name, fieldRecord(def.name, def.fields)).map((field) => {
    // The form's settings are a developer's (schema/formRules.ts): the editor keeps their value and does not show them.
    if (settings.includes(field.name)) return { name: field.name, label: field.label, widget: 'hidden' };
    const size = sizes[field.name];
    return size === undefined ? field : { ...field, min: size, max: size };
  });
}

const body: CmsField = { name: 'body', label: 'Texte de la page', widget: 'markdown' };

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

export function cmsConfig(env: CmsEnvironment) {
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
        format: 'frontmatter',
        create: true,
        identifier_field: 'name',
        slug: '{{slug}}',
        summary: '{{name}} — {{headline}}',
        fields: [...fieldsOf(Trade), body],
      },
      {
        name: 'samples',
        label: 'Sites d’exemple',
        label_singular: 'Site d’exemple',
        folder: 'content/samples',
        extension: 'yaml',
        format: 'yaml',
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
        format: 'frontmatter',
        create: false,
        identifier_field: 'heading',
        slug: '{{slug}}',
        fields: [...fieldsOf(Legal), body],
      },
      {
        name: 'pages',
        label: 'Pages et réglages du site',
        files: [
          { name: 'site', label: 'Réglages du site', file: 'content/site.yaml', format: 'yaml', fields: fieldsOf(Site) },
          { name: 'landing', label: 'Page d’accueil', file: 'content/pages/landing.yaml', format: 'yaml', fields: fieldsOf(Landing) },
          { name: 'demande', label: 'Page de demande', file: 'content/pages/demande.yaml', format: 'yaml', fields: fieldsOf(RequestPage) },
          {
            name: 'not-found',
            label: 'Page introuvable',
            file: 'content/pages/not-found.yaml',
            format: 'yaml',
            fields: fieldsOf(NotFoundPage),
          },
          {
            name: 'trade-index',
            label: 'Page de tous les métiers',
            file: 'content/pages/trade-index.yaml',
            format: 'yaml',
            fields: fieldsOf(TradeIndexPage),
          },
        ],
      },
    ],
  };
}

export type CmsConfig = ReturnType<typeof cmsConfig>;
