import { defineDocumentType, defineNestedType } from 'contentlayer2/source-files/schema';
import { Cta, IconCard, Seo } from './shared.ts';

const Video = defineNestedType(() => ({
  name: 'Video',
  fields: {
    title: { type: 'string', required: true, description: 'Titre — au-dessus du lecteur' },
    src: { type: 'string', required: true, description: 'Fichier vidéo — au format MP4' },
    poster: { type: 'string', required: true, description: 'Image d’attente — affichée avant la lecture' },
    width: { type: 'number', required: true, description: 'Largeur de la vidéo — en pixels, réserve sa place dans la page' },
    height: { type: 'number', required: true, description: 'Hauteur de la vidéo — en pixels' },
    captions: { type: 'string', required: true, description: 'Sous-titres — fichier WebVTT qui décrit ce que montre la vidéo' },
    captionsLabel: { type: 'string', required: true, description: 'Nom des sous-titres — dans le menu du lecteur' },
    playLabel: {
      type: 'string',
      required: true,
      description: 'Nom lu du bouton de lecture — affiché sur la vidéo jusqu’au démarrage (sans JavaScript, il ouvre le fichier vidéo)',
    },
    fallback: { type: 'string', required: true, description: 'Texte de secours — pour les navigateurs sans vidéo' },
    caption: { type: 'string', required: true, description: 'Légende — ligne sous le lecteur' },
  },
}));

const HeroCta = defineNestedType(() => ({
  name: 'HeroCta',
  fields: {
    label: { type: 'string', required: true, description: 'Texte du bouton — sur tablette et ordinateur' },
    shortLabel: { type: 'string', required: true, description: 'Texte court du bouton — sur téléphone' },
    href: { type: 'string', required: true, description: 'Lien — page du site ou adresse https://' },
  },
}));

const Hero = defineNestedType(() => ({
  name: 'Hero',
  description: 'Haut de page',
  fields: {
    eyebrow: { type: 'string', required: true, description: 'Surtitre — petite ligne au-dessus du grand titre' },
    headline: { type: 'string', required: true, description: 'Grand titre — titre principal de la page' },
    intro: { type: 'string', required: true, description: 'Introduction — paragraphe sous le grand titre' },
    cta: { type: 'nested', of: HeroCta, required: true, description: 'Bouton principal' },
    highlights: { type: 'list', of: IconCard, required: true, description: 'Promesses — les trois promesses sous le bouton' },
    video: { type: 'nested', of: Video, required: true, description: 'Vidéo de démonstration' },
  },
}));

const Step = defineNestedType(() => ({
  name: 'Step',
  fields: {
    number: { type: 'string', required: true, description: 'Numéro — tel qu’affiché, par exemple 01' },
    title: { type: 'string', required: true },
    text: { type: 'string', required: true },
    image: { type: 'string', required: true, description: 'Illustration de l’étape' },
    imageAlt: {
      type: 'string',
      required: true,
      description: 'Description de l’illustration — ce qu’elle montre, lu aux personnes malvoyantes',
    },
  },
}));

const Process = defineNestedType(() => ({
  name: 'Process',
  description: 'Étapes de création',
  fields: {
    anchor: {
      type: 'string',
      required: true,
      description: 'Ancre de la section — nom utilisé dans les liens, par exemple services pour #services',
    },
    eyebrow: { type: 'string', required: true },
    title: { type: 'string', required: true },
    steps: { type: 'list', of: Step, required: true },
  },
}));

const PortfolioItem = defineNestedType(() => ({
  name: 'PortfolioItem',
  fields: {
    id: { type: 'string', required: true, description: 'Identifiant — nom court et unique' },
    title: { type: 'string', required: true },
    category: { type: 'string', required: true },
    image: { type: 'string', required: true, description: 'Capture du site' },
    devices: { type: 'list', of: { type: 'enum', options: ['desktop', 'mobile', 'tablet'] }, required: true },
    rating: { type: 'number', required: true, description: 'Note — nombre d’étoiles sur 5' },
    url: { type: 'string', required: true, description: 'Adresse du site d’exemple — /sites/…' },
  },
}));

const PortfolioOverlay = defineNestedType(() => ({
  name: 'PortfolioOverlay',
  fields: {
    title: { type: 'string', required: true },
    text: { type: 'string', required: true },
    cta: { type: 'nested', of: Cta, required: true },
    proof: { type: 'string', required: true, description: 'Preuve — ligne sous le bouton' },
  },
}));

const Portfolio = defineNestedType(() => ({
  name: 'Portfolio',
  description: 'Réalisations',
  fields: {
    anchor: { type: 'string', required: true },
    eyebrow: { type: 'string', required: true },
    title: { type: 'string', required: true },
    subtitle: { type: 'string', required: true },
    loop: { type: 'boolean', required: true, description: 'En boucle — reprend au début après le dernier site' },
    autoplayDelay: { type: 'number', required: true, description: 'Délai entre deux diapositives — en millisecondes' },
    ratingLabel: { type: 'string', required: true, description: 'Note lue — {rating} est le nombre d’étoiles' },
    items: { type: 'list', of: PortfolioItem, required: true },
    overlay: { type: 'nested', of: PortfolioOverlay, required: true },
  },
}));

const Included = defineNestedType(() => ({
  name: 'Included',
  description: 'Services inclus',
  fields: {
    anchor: { type: 'string', required: true },
    eyebrow: { type: 'string', required: true },
    title: { type: 'string', required: true },
    subtitle: { type: 'string', required: true },
    features: { type: 'list', of: IconCard, required: true },
  },
}));

const ClosingCta = defineNestedType(() => ({
  name: 'ClosingCta',
  description: 'Appel final',
  fields: {
    title: { type: 'string', required: true },
    text: { type: 'string', required: true },
    cta: { type: 'nested', of: Cta, required: true },
    points: { type: 'list', of: IconCard, required: true, description: 'Promesses — à côté du bouton' },
  },
}));

export const LANDING_BLOCKS = [Hero, Process, Portfolio, Included, ClosingCta];

export const Landing = defineDocumentType(() => ({
  name: 'Landing',
  filePathPattern: 'pages/landing.yaml',
  contentType: 'data',
  isSingleton: true,
  fields: {
    seo: { type: 'nested', of: Seo, required: true },
    blocks: { type: 'list', of: LANDING_BLOCKS, required: true, description: 'Sections — dans l’ordre de la page' },
  },
}));
