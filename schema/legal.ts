import { defineDocumentType } from 'contentlayer2/source-files';
import { Seo } from './shared';

export const Legal = defineDocumentType(() => ({
  name: 'Legal',
  filePathPattern: 'legal/*.md',
  contentType: 'markdown',
  fields: {
    seo: { type: 'nested', of: Seo, required: true },
    heading: { type: 'string', required: true, description: 'Main title of the page' },
    updated: { type: 'string', required: true, description: 'Last update, shown under the title, e.g. 22 novembre 2026' },
  },
  computedFields: {
    slug: { type: 'string', resolve: (doc) => doc._raw.sourceFileName.replace(/\.md$/, '') },
  },
}));
