import { defineDocumentType } from 'contentlayer2/source-files';
import { Seo } from './shared';

export const NotFoundPage = defineDocumentType(() => ({
  name: 'NotFoundPage',
  filePathPattern: 'pages/not-found.yaml',
  contentType: 'data',
  isSingleton: true,
  fields: {
    seo: { type: 'nested', of: Seo, required: true },
    heading: { type: 'string', required: true, description: 'Main title' },
    text: { type: 'string', required: true, description: 'Sentence under the title' },
    homeLabel: { type: 'string', required: true, description: 'Link back to the home page' },
  },
}));
