import { defineDocumentType } from 'contentlayer2/source-files/schema';
import { group, line, paragraph } from './fields.ts';
import { Cta, Seo } from './shared.ts';

export const TradeIndexPage = defineDocumentType(() => ({
  name: 'TradeIndexPage',
  filePathPattern: 'pages/trade-index.yaml',
  contentType: 'data',
  isSingleton: true,
  fields: {
    seo: group(Seo, { label: 'Référencement et partage' }),
    heading: line({ label: 'Titre principal', help: 'en haut de la page qui liste tous les métiers' }),
    intro: paragraph({ label: 'Introduction', help: 'paragraphe sous le titre' }),
    footerLink: line({ label: 'Lien du pied de page', help: 'texte du lien vers cette page, sous les métiers' }),
    cta: group(Cta, { label: 'Bouton', help: 'appel à l’action sous la liste' }),
  },
}));
