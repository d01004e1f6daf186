import { defineDocumentType } from 'contentlayer2/source-files/schema';
import { Cta, Seo } from './shared.ts';

export const TradeIndexPage = defineDocumentType(() => ({
  name: 'TradeIndexPage',
  filePathPattern: 'pages/trade-index.yaml',
  contentType: 'data',
  isSingleton: true,
  fields: {
    seo: { type: 'nested', of: Seo, required: true },
    heading: { type: 'string', required: true, description: 'Titre principal — en haut de la page qui liste tous les métiers' },
    intro: { type: 'string', required: true, description: 'Introduction — paragraphe sous le titre' },
    footerLink: { type: 'string', required: true, description: 'Lien du pied de page — texte du lien vers cette page, sous les métiers' },
    cta: { type: 'nested', of: Cta, required: true, description: 'Bouton — appel à l’action sous la liste' },
  },
}));
