import { defineDocumentType, defineNestedType } from 'contentlayer2/source-files/schema';
import { Cta, IconCard, Seo } from './shared.ts';

const Slide = defineNestedType(() => ({
  name: 'Slide',
  fields: {
    image: {
      type: 'string',
      required: true,
      description: 'Capture du site — capture d’écran ou photo, fichier envoyé ou adresse https://',
    },
    title: { type: 'string', required: true, description: 'Nom du site' },
    description: { type: 'string', required: true, description: 'Description — affichée au survol ou au focus' },
    specialty: { type: 'string', required: true, description: 'Spécialité — étiquette du site d’exemple' },
    url: { type: 'string', required: true, description: 'Adresse du site — adresse https:// ouverte dans un nouvel onglet' },
  },
}));

const Closing = defineNestedType(() => ({
  name: 'TradeClosing',
  fields: {
    title: { type: 'string', required: true },
    text: { type: 'string', required: true },
    cta: { type: 'nested', of: Cta, required: true },
  },
}));

export const Trade = defineDocumentType(() => ({
  name: 'Trade',
  filePathPattern: 'trades/*.md',
  contentType: 'markdown',
  fields: {
    name: { type: 'string', required: true, description: 'Nom du métier — tel qu’il apparaît dans le pied de page, par exemple Pharmacie' },
    seo: { type: 'nested', of: Seo, required: true },
    badge: { type: 'string', required: true, description: 'Étiquette — petite ligne au-dessus du grand titre' },
    headline: { type: 'string', required: true, description: 'Grand titre — titre principal de la page : Site Internet pour …' },
    intro: { type: 'string', required: true, description: 'Introduction — paragraphe sous le grand titre' },
    cta: { type: 'nested', of: Cta, required: true, description: 'Bouton principal — sous l’introduction' },
    featuresTitle: { type: 'string', required: true },
    features: { type: 'list', of: IconCard, required: true, description: 'Atouts — exactement 3 cartes' },
    checklistTitle: { type: 'string', required: true },
    checklist: { type: 'list', of: { type: 'string' }, required: true, description: 'Éléments inclus — exactement 6 lignes' },
    carouselTitle: { type: 'string', required: true },
    carouselIntro: { type: 'string', required: true },
    slides: { type: 'list', of: Slide, required: true, description: 'Sites d’exemple — exactement 4 diapositives' },
    locked: {
      type: 'boolean',
      required: true,
      description: 'Exemples verrouillés — coché, les exemples sont floutés derrière un bouton de demande',
    },
    closing: { type: 'nested', of: Closing, required: true, description: 'Appel final — encadré en bas de la page' },
  },
  computedFields: {
    slug: { type: 'string', resolve: (doc) => doc._raw.sourceFileName.replace(/\.md$/, '') },
  },
}));
