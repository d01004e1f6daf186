import { defineDocumentType, defineNestedType } from 'contentlayer2/source-files/schema';
import { Cta, Picture, Seo, icon } from './shared.ts';

const anchor = {
  type: 'string',
  required: false,
  description: 'Ancre de la section — nom utilisé par les liens du menu, par exemple tarifs',
} as const;
const eyebrow = { type: 'string', required: false, description: 'Surtitre — petite ligne au-dessus du titre' } as const;

const Theme = defineNestedType(() => ({
  name: 'SampleTheme',
  fields: {
    primaryColor: {
      type: 'enum',
      required: true,
      options: ['blue', 'cyan', 'teal', 'green', 'lime', 'yellow', 'orange', 'red', 'pink', 'grape', 'violet', 'indigo', 'gray', 'dark'],
      description: 'Couleur principale — boutons et accents',
    },
    font: { type: 'enum', required: true, options: ['sans', 'serif', 'rounded', 'mono'], description: 'Police du texte' },
    headingsFont: { type: 'enum', required: true, options: ['sans', 'serif', 'rounded', 'mono'], description: 'Police des titres' },
    radius: { type: 'enum', required: true, options: ['xs', 'sm', 'md', 'lg', 'xl'], description: 'Arrondi — des cartes et des boutons' },
    surface: { type: 'enum', required: true, options: ['white', 'cream', 'mist', 'night'], description: 'Fond de page' },
  },
}));

const SiteHeader = defineNestedType(() => ({
  name: 'SiteHeader',
  description: 'En-tête',
  fields: {
    brand: { type: 'string', required: true },
    tagline: { type: 'string', required: false },
    links: { type: 'list', of: Cta, required: false, description: 'Liens du menu — le plus souvent vers des sections (#ancre)' },
    back: { type: 'nested', of: Cta, required: false, description: 'Lien de retour — par exemple vers la page métier' },
    action: { type: 'string', required: false, description: 'Bouton à droite — texte seul, le bouton ne fait rien' },
  },
}));

const Action = defineNestedType(() => ({
  name: 'SampleAction',
  fields: {
    label: { type: 'string', required: true },
    variant: { type: 'enum', options: ['filled', 'outline', 'light'], required: true },
  },
}));

const SiteHero = defineNestedType(() => ({
  name: 'SiteHero',
  description: 'Haut de page',
  fields: {
    anchor,
    badge: { type: 'string', required: false },
    title: { type: 'string', required: true },
    subtitle: { type: 'string', required: true },
    image: { type: 'nested', of: Picture, required: false },
    actions: { type: 'list', of: Action, required: false, description: 'Boutons — texte seul, ils ne font rien' },
  },
}));

const Stat = defineNestedType(() => ({
  name: 'Stat',
  fields: {
    value: { type: 'string', required: true, description: 'Chiffre — tel qu’affiché, par exemple 15000+' },
    label: { type: 'string', required: true },
  },
}));

const Stats = defineNestedType(() => ({
  name: 'Stats',
  description: 'Chiffres clés',
  fields: { anchor, title: { type: 'string', required: false }, items: { type: 'list', of: Stat, required: true } },
}));

const Card = defineNestedType(() => ({
  name: 'Card',
  fields: {
    icon: { ...icon, required: false },
    image: { type: 'nested', of: Picture, required: false },
    badge: { type: 'string', required: false, description: 'Étiquette — par exemple un niveau ou un type de bien' },
    title: { type: 'string', required: true },
    description: { type: 'string', required: false },
    price: { type: 'string', required: false, description: 'Prix — tel qu’affiché, par exemple À partir de 80 €' },
    details: { type: 'list', of: { type: 'string' }, required: false, description: 'Détails — faits courts ou liste d’éléments' },
    available: { type: 'boolean', required: false, description: 'Disponible — affiche la mention disponible ou indisponible' },
    action: { type: 'string', required: false, description: 'Texte du bouton — le bouton ne fait rien' },
  },
}));

const Availability = defineNestedType(() => ({
  name: 'Availability',
  fields: { yes: { type: 'string', required: true }, no: { type: 'string', required: true } },
}));

const Cards = defineNestedType(() => ({
  name: 'Cards',
  description: 'Cartes',
  fields: {
    anchor,
    eyebrow,
    title: { type: 'string', required: true },
    subtitle: { type: 'string', required: false },
    columns: { type: 'number', required: true, description: 'Colonnes — 2, 3 ou 4 cartes par ligne sur grand écran' },
    variant: { type: 'enum', options: ['plain', 'outlined', 'filled'], required: true },
    availability: {
      type: 'nested',
      of: Availability,
      required: false,
      description: 'Mentions de disponibilité — quand les cartes indiquent si elles sont disponibles',
    },
    items: { type: 'list', of: Card, required: true },
  },
}));

const Dish = defineNestedType(() => ({
  name: 'Dish',
  fields: {
    name: { type: 'string', required: true },
    description: { type: 'string', required: true },
    price: { type: 'string', required: true, description: 'Prix — avec le signe euro, par exemple 24 €' },
  },
}));

const MenuGroup = defineNestedType(() => ({
  name: 'MenuGroup',
  fields: { category: { type: 'string', required: true }, items: { type: 'list', of: Dish, required: true } },
}));

const Menu = defineNestedType(() => ({
  name: 'Menu',
  description: 'Carte du restaurant',
  fields: { anchor, eyebrow, title: { type: 'string', required: true }, groups: { type: 'list', of: MenuGroup, required: true } },
}));

const Member = defineNestedType(() => ({
  name: 'Member',
  fields: {
    name: { type: 'string', required: true },
    role: { type: 'string', required: true },
    speciality: { type: 'string', required: false },
    experience: { type: 'string', required: false },
    image: { type: 'nested', of: Picture, required: true },
  },
}));

const Team = defineNestedType(() => ({
  name: 'Team',
  description: 'Équipe',
  fields: { anchor, eyebrow, title: { type: 'string', required: true }, members: { type: 'list', of: Member, required: true } },
}));

const Testimonial = defineNestedType(() => ({
  name: 'Testimonial',
  fields: {
    name: { type: 'string', required: true },
    detail: { type: 'string', required: false, description: 'Précision — par exemple la ville ou le dossier du client' },
    text: { type: 'string', required: true },
    rating: { type: 'number', required: true, description: 'Note — de 1 à 5 étoiles' },
  },
}));

const Testimonials = defineNestedType(() => ({
  name: 'Testimonials',
  description: 'Avis clients',
  fields: {
    anchor,
    eyebrow,
    title: { type: 'string', required: true },
    ratingLabel: { type: 'string', required: true, description: 'Note lue — {rating} est le nombre d’étoiles' },
    items: { type: 'list', of: Testimonial, required: true },
  },
}));

const HoursRow = defineNestedType(() => ({
  name: 'HoursRow',
  fields: { days: { type: 'string', required: true }, hours: { type: 'string', required: true } },
}));

const Hours = defineNestedType(() => ({
  name: 'Hours',
  description: 'Horaires',
  fields: {
    anchor,
    title: { type: 'string', required: true },
    rows: { type: 'list', of: HoursRow, required: true },
    note: { type: 'string', required: false },
  },
}));

const ContactLine = defineNestedType(() => ({
  name: 'ContactLine',
  fields: { icon: { ...icon, required: true }, label: { type: 'string', required: true }, value: { type: 'string', required: true } },
}));

const Contact = defineNestedType(() => ({
  name: 'Contact',
  description: 'Contact',
  fields: {
    anchor,
    eyebrow,
    title: { type: 'string', required: true },
    text: { type: 'string', required: false },
    lines: { type: 'list', of: ContactLine, required: true },
    actions: { type: 'list', of: Action, required: false, description: 'Boutons — texte seul, ils ne font rien' },
  },
}));

const Option = defineNestedType(() => ({
  name: 'FormOption',
  fields: { value: { type: 'string', required: true }, label: { type: 'string', required: true } },
}));

const FormField = defineNestedType(() => ({
  name: 'FormField',
  fields: {
    name: { type: 'string', required: true, description: 'Nom technique — par exemple nom' },
    label: { type: 'string', required: true },
    kind: { type: 'enum', options: ['text', 'email', 'tel', 'select', 'textarea'], required: true },
    options: { type: 'list', of: Option, required: false, description: 'Choix — d’une liste déroulante' },
    wide: { type: 'boolean', required: false, description: 'Pleine largeur — occupe toute la ligne' },
  },
}));

const SampleForm = defineNestedType(() => ({
  name: 'SampleForm',
  description: 'Formulaire',
  fields: {
    anchor,
    eyebrow,
    title: { type: 'string', required: true },
    text: { type: 'string', required: false },
    fields: { type: 'list', of: FormField, required: true },
    submit: { type: 'string', required: true, description: 'Texte du bouton d’envoi — n’envoie rien' },
  },
}));

const Gallery = defineNestedType(() => ({
  name: 'Gallery',
  description: 'Galerie',
  fields: { anchor, eyebrow, title: { type: 'string', required: true }, images: { type: 'list', of: Picture, required: true } },
}));

const Tier = defineNestedType(() => ({
  name: 'Tier',
  fields: {
    name: { type: 'string', required: true },
    price: { type: 'string', required: true, description: 'Prix — tel qu’affiché, par exemple 49 €' },
    period: { type: 'string', required: false, description: 'Période — par exemple /mois' },
    description: { type: 'string', required: false },
    features: { type: 'list', of: { type: 'string' }, required: true },
    highlight: { type: 'string', required: false, description: 'Ruban — sur la formule mise en avant, par exemple Le plus choisi' },
    action: { type: 'string', required: true },
  },
}));

const PricingTiers = defineNestedType(() => ({
  name: 'PricingTiers',
  description: 'Formules et tarifs',
  fields: {
    anchor,
    eyebrow,
    title: { type: 'string', required: true },
    subtitle: { type: 'string', required: false },
    tiers: { type: 'list', of: Tier, required: true },
  },
}));

const TextBlock = defineNestedType(() => ({
  name: 'TextBlock',
  description: 'Texte',
  fields: {
    anchor,
    eyebrow,
    title: { type: 'string', required: true },
    paragraphs: { type: 'list', of: { type: 'string' }, required: true },
    bullets: { type: 'list', of: { type: 'string' }, required: false },
    image: { type: 'nested', of: Picture, required: false },
  },
}));

const SiteFooter = defineNestedType(() => ({
  name: 'SiteFooter',
  description: 'Pied de page',
  fields: {
    text: { type: 'string', required: true },
    home: { type: 'nested', of: Cta, required: true, description: 'Lien vers l’accueil de l’agence' },
  },
}));

export const SAMPLE_BLOCKS = [
  SiteHeader,
  SiteHero,
  Stats,
  Cards,
  Menu,
  Team,
  Testimonials,
  Hours,
  Contact,
  SampleForm,
  Gallery,
  PricingTiers,
  TextBlock,
  SiteFooter,
];

export const Sample = defineDocumentType(() => ({
  name: 'Sample',
  filePathPattern: 'samples/*.yaml',
  contentType: 'data',
  fields: {
    seo: { type: 'nested', of: Seo, required: true },
    lang: { type: 'enum', options: ['fr', 'en'], required: true, description: 'Langue du site d’exemple' },
    theme: { type: 'nested', of: Theme, required: true, description: 'Apparence — couleurs, polices et arrondis du site' },
    blocks: { type: 'list', of: SAMPLE_BLOCKS, required: true, description: 'Sections — dans l’ordre de la page' },
  },
  computedFields: {
    slug: { type: 'string', resolve: (doc) => doc._raw.sourceFileName.replace(/\.yaml$/, '') },
  },
}));
