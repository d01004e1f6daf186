import { defineDocumentType } from 'contentlayer2/source-files/schema';
import { group, line } from './fields.ts';
import { Seo } from './shared.ts';

export const Legal = defineDocumentType(() => ({
  name: 'Legal',
  filePathPattern: 'legal/*.md',
  contentType: 'markdown',
  fields: {
    seo: group(Seo, { label: 'Référencement et partage' }),
    heading: line({ label: 'Titre principal de la page', max: 90 }),
    updated: line({ label: 'Mise à jour', help: 'date affichée sous le titre, par exemple 22 novembre 2026' }),
  },
  computedFields: {
    slug: { type: 'string', resolve: (doc) => doc._raw.sourceFileName.replace(/\.md$/, '') },
  },
}));
