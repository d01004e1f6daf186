import { defineDocumentType } from 'contentlayer2/source-files/schema';
import { Seo } from './shared.ts';

export const Legal = defineDocumentType(() => ({
  name: 'Legal',
  filePathPattern: 'legal/*.md',
  contentType: 'markdown',
  fields: {
    seo: { type: 'nested', of: Seo, required: true },
    heading: { type: 'string', required: true, description: 'Titre principal de la page' },
    updated: { type: 'string', required: true, description: 'Mise à jour — date affichée sous le titre, par exemple 22 novembre 2026' },
  },
  computedFields: {
    slug: { type: 'string', resolve: (doc) => doc._raw.sourceFileName.replace(/\.md$/, '') },
  },
}));
