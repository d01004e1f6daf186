import { defineDocumentType, defineNestedType } from 'contentlayer2/source-files/schema';
import { file, group, line, link, list, ownText, paragraph, yesNo, type Field } from './fields.ts';
import { Cta, IconCard, Seo } from './shared.ts';

// Text limits: a headline past 90 characters takes more than a phone screen at 390 px.

const Slide = defineNestedType(() => ({
  name: 'Slide',
  fields: {
    image: file({ label: 'Capture du site', help: 'capture d’écran ou photo, fichier envoyé ou adresse https://', folder: 'portfolio' }),
    title: line({ label: 'Nom du site', max: 60 }),
    description: paragraph({ label: 'Description', help: 'affichée au survol ou au focus', max: 240 }),
    specialty: line({ label: 'Spécialité', help: 'étiquette du site d’exemple', max: 40 }),
    url: link({ label: 'Adresse du site', help: 'adresse https:// ouverte dans un nouvel onglet', to: 'external' }),
  },
}));

const Closing = defineNestedType(() => ({
  name: 'TradeClosing',
  fields: {
    title: line({ label: 'Titre', max: 90 }),
    text: paragraph({ label: 'Texte', max: 400 }),
    cta: group(Cta, { label: 'Bouton' }),
  },
}));

/** A trade page's fields: its own texts (its name, search texts, headline, intro), then the blocks every trade page has. */
const fields = {
  name: line({
    label: 'Nom du métier',
    help: 'tel qu’il apparaît dans le pied de page, par exemple Pharmacie',
    max: 30,
    uniqueInCollection: true,
  }),
  seo: ownText(group(Seo, { label: 'Référencement et partage' })),
  badge: line({ label: 'Étiquette', help: 'petite ligne au-dessus du grand titre', max: 60 }),
  headline: line({ label: 'Grand titre', help: 'titre principal de la page : Site Internet pour …', max: 90 }),
  intro: paragraph({ label: 'Introduction', help: 'paragraphe sous le grand titre', max: 400 }),
  cta: group(Cta, { label: 'Bouton principal', help: 'sous l’introduction' }),
  featuresTitle: line({ label: 'Titre des atouts', max: 90 }),
  features: list(IconCard, { label: 'Atouts', item: 'atout', help: 'exactement 3 cartes', items: 3 }),
  checklistTitle: line({ label: 'Titre de la liste des éléments inclus', max: 90 }),
  checklist: list('line', { label: 'Éléments inclus', item: 'élément', help: 'exactement 6 lignes', items: 6 }),
  carouselTitle: line({ label: 'Titre du carrousel d’exemples', max: 90 }),
  carouselIntro: paragraph({ label: 'Introduction du carrousel' }),
  slides: ownText(list(Slide, { label: 'Sites d’exemple', item: 'site d’exemple', help: 'exactement 4 diapositives', items: 4 })),
  locked: yesNo({
    label: 'Exemples verrouillés',
    help: 'activé, les exemples sont floutés derrière un bouton de demande',
  }),
  closing: group(Closing, { label: 'Appel final', help: 'encadré en bas de la page' }),
} satisfies Record<string, Field>;

/**
 * What a new trade page starts with, from the model the marketers keep (content/pages/trade-model.yaml): every field
 * but the page's own texts and its lock, which are typed for each trade.
 */
export const MODEL_FIELDS = [
  'cta',
  'featuresTitle',
  'features',
  'checklistTitle',
  'checklist',
  'carouselTitle',
  'carouselIntro',
  'slides',
  'closing',
] as const satisfies readonly (keyof typeof fields)[];

export const Trade = defineDocumentType(() => ({
  name: 'Trade',
  filePathPattern: 'trades/*.md',
  contentType: 'markdown',
  fields,
  computedFields: {
    slug: { type: 'string', resolve: (doc) => doc._raw.sourceFileName.replace(/\.md$/, '') },
  },
}));

/** The model of a new trade page: the trade's own fields, with their rules; no page of the site shows it. */
export const TradeModel = defineDocumentType(() => ({
  name: 'TradeModel',
  filePathPattern: 'pages/trade-model.yaml',
  contentType: 'data',
  isSingleton: true,
  fields: Object.fromEntries(MODEL_FIELDS.map((name) => [name, fields[name]])),
}));
