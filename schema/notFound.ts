import { defineDocumentType } from 'contentlayer2/source-files/schema';
import { group, line, paragraph } from './fields.ts';
import { Seo } from './shared.ts';

export const NotFoundPage = defineDocumentType(() => ({
  name: 'NotFoundPage',
  filePathPattern: 'pages/not-found.yaml',
  contentType: 'data',
  isSingleton: true,
  fields: {
    seo: group(Seo, { label: 'Référencement et partage' }),
    heading: line({ label: 'Titre principal' }),
    text: paragraph({ label: 'Texte', help: 'phrase sous le titre' }),
    homeLabel: line({ label: 'Lien vers l’accueil', help: 'texte du lien' }),
  },
}));
