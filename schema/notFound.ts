import { defineDocumentType } from 'contentlayer2/source-files/schema';
import { Seo } from './shared.ts';

export const NotFoundPage = defineDocumentType(() => ({
  name: 'NotFoundPage',
  filePathPattern: 'pages/not-found.yaml',
  contentType: 'data',
  isSingleton: true,
  fields: {
    seo: { type: 'nested', of: Seo, required: true },
    heading: { type: 'string', required: true, description: 'Titre principal' },
    text: { type: 'string', required: true, description: 'Texte — phrase sous le titre' },
    homeLabel: { type: 'string', required: true, description: 'Lien vers l’accueil — texte du lien' },
  },
}));
