import { defineDocumentType, defineNestedType } from 'contentlayer2/source-files/schema';
import { blocks, file, group, line, link, list, number, paragraph, yesNo } from './fields.ts';
import { Cta, IconCard, Seo } from './shared.ts';

const anchor = line({ label: 'Ancre de la section', help: 'nom utilisé dans les liens, par exemple services pour #services' });

const Video = defineNestedType(() => ({
  name: 'Video',
  fields: {
    title: line({ label: 'Titre', help: 'au-dessus du lecteur' }),
    src: file({ label: 'Fichier vidéo', help: 'au format MP4', folder: 'media', kind: 'file' }),
    poster: file({ label: 'Image d’attente', help: 'affichée avant la lecture', folder: 'media' }),
    width: number({ label: 'Largeur de la vidéo', help: 'en pixels, réserve sa place dans la page', min: 1, max: 7680, whole: true }),
    height: number({ label: 'Hauteur de la vidéo', help: 'en pixels', min: 1, max: 4320, whole: true }),
    captions: file({
      label: 'Sous-titres',
      help: 'fichier WebVTT qui décrit ce que montre la vidéo',
      folder: 'media',
      kind: 'file',
    }),
    captionsLabel: line({ label: 'Nom des sous-titres', help: 'dans le menu du lecteur' }),
    playLabel: line({
      label: 'Nom lu du bouton de lecture',
      help: 'affiché sur la vidéo jusqu’au démarrage (sans JavaScript, il ouvre le fichier vidéo)',
    }),
    fallback: paragraph({ label: 'Texte de secours', help: 'pour les navigateurs sans vidéo' }),
    caption: line({ label: 'Légende', help: 'ligne sous le lecteur' }),
  },
}));

const HeroCta = defineNestedType(() => ({
  name: 'HeroCta',
  fields: {
    label: line({ label: 'Texte du bouton', help: 'sur tablette et ordinateur', max: 45 }),
    shortLabel: line({ label: 'Texte court du bouton', help: 'sur téléphone', max: 28 }),
    href: link({ label: 'Lien', help: 'page du site ou adresse https://' }),
  },
}));

const Hero = defineNestedType(() => ({
  name: 'Hero',
  description: 'Haut de page',
  fields: {
    eyebrow: line({ label: 'Surtitre', help: 'petite ligne au-dessus du grand titre', max: 60 }),
    headline: line({ label: 'Grand titre', help: 'titre principal de la page', max: 90 }),
    intro: paragraph({ label: 'Introduction', help: 'paragraphe sous le grand titre', max: 400 }),
    cta: group(HeroCta, { label: 'Bouton principal' }),
    highlights: list(IconCard, { label: 'Promesses', item: 'promesse', help: 'les trois promesses sous le bouton' }),
    video: group(Video, { label: 'Vidéo de démonstration' }),
  },
}));

const Step = defineNestedType(() => ({
  name: 'Step',
  fields: {
    number: line({ label: 'Numéro', help: 'tel qu’affiché, par exemple 01' }),
    title: line({ label: 'Titre' }),
    text: paragraph({ label: 'Texte' }),
    image: file({ label: 'Illustration de l’étape', folder: 'steps' }),
    imageAlt: line({ label: 'Description de l’illustration', help: 'ce qu’elle montre, lu aux personnes malvoyantes' }),
  },
}));

const Process = defineNestedType(() => ({
  name: 'Process',
  description: 'Étapes de création',
  fields: {
    anchor,
    eyebrow: line({ label: 'Surtitre' }),
    title: line({ label: 'Titre', max: 90 }),
    steps: list(Step, { label: 'Étapes', item: 'étape' }),
  },
}));

const PortfolioItem = defineNestedType(() => ({
  name: 'PortfolioItem',
  fields: {
    id: line({ label: 'Identifiant', help: 'nom court et unique' }),
    title: line({ label: 'Titre' }),
    category: line({ label: 'Catégorie' }),
    image: file({ label: 'Capture du site', folder: 'portfolio' }),
    devices: list(
      { options: { desktop: 'Ordinateur', mobile: 'Téléphone', tablet: 'Tablette' } },
      { label: 'Appareils', item: 'appareil' },
    ),
    rating: number({ label: 'Note', help: 'nombre d’étoiles sur 5', min: 1, max: 5, whole: true, why: 'une note va de 1 à 5 étoiles' }),
    url: link({ label: 'Adresse du site d’exemple', help: '/sites/…' }),
  },
}));

const PortfolioOverlay = defineNestedType(() => ({
  name: 'PortfolioOverlay',
  fields: {
    title: line({ label: 'Titre' }),
    text: paragraph({ label: 'Texte' }),
    cta: group(Cta, { label: 'Bouton' }),
    proof: line({ label: 'Preuve', help: 'ligne sous le bouton' }),
  },
}));

const Portfolio = defineNestedType(() => ({
  name: 'Portfolio',
  description: 'Réalisations',
  fields: {
    anchor,
    eyebrow: line({ label: 'Surtitre' }),
    title: line({ label: 'Titre', max: 90 }),
    subtitle: paragraph({ label: 'Sous-titre', max: 240 }),
    loop: yesNo({ label: 'En boucle', help: 'reprend au début après le dernier site' }),
    autoplayDelay: number({
      label: 'Délai entre deux diapositives',
      help: 'en millisecondes',
      min: 1000,
      max: 20000,
      whole: true,
      why: 'plus rapide, le visiteur n’a pas le temps de lire une diapositive',
    }),
    ratingLabel: line({ label: 'Note lue', help: '{rating} est le nombre d’étoiles' }),
    items: list(PortfolioItem, { label: 'Sites présentés', item: 'site', unique: 'id' }),
    overlay: group(PortfolioOverlay, { label: 'Encadré' }),
  },
}));

const Included = defineNestedType(() => ({
  name: 'Included',
  description: 'Services inclus',
  fields: {
    anchor,
    eyebrow: line({ label: 'Surtitre' }),
    title: line({ label: 'Titre', max: 90 }),
    subtitle: paragraph({ label: 'Sous-titre', max: 240 }),
    features: list(IconCard, { label: 'Services', item: 'service' }),
  },
}));

const ClosingCta = defineNestedType(() => ({
  name: 'ClosingCta',
  description: 'Appel final',
  fields: {
    title: line({ label: 'Titre', max: 90 }),
    text: paragraph({ label: 'Texte', max: 400 }),
    cta: group(Cta, { label: 'Bouton' }),
    points: list(IconCard, { label: 'Promesses', item: 'promesse', help: 'à côté du bouton' }),
  },
}));

export const LANDING_BLOCKS = [Hero, Process, Portfolio, Included, ClosingCta];

export const Landing = defineDocumentType(() => ({
  name: 'Landing',
  filePathPattern: 'pages/landing.yaml',
  contentType: 'data',
  isSingleton: true,
  fields: {
    seo: group(Seo, { label: 'Référencement et partage' }),
    blocks: blocks(LANDING_BLOCKS, {
      label: 'Sections',
      item: 'section',
      help: 'dans l’ordre de la page ; le haut de page, qui porte le grand titre, reste',
      keeps: Hero,
    }),
  },
}));
