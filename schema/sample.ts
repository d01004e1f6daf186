import { defineDocumentType, defineNestedType } from 'contentlayer2/source-files/schema';
import { blocks, choice, group, icon, line, list, number, paragraph, yesNo } from './fields.ts';
import { Cta, Picture, Seo } from './shared.ts';

const anchor = line({
  label: 'Ancre de la section',
  help: 'nom utilisé par les liens du menu, par exemple tarifs',
  optional: true,
});
const eyebrow = line({ label: 'Surtitre', help: 'petite ligne au-dessus du titre', optional: true });
const title = line({ label: 'Titre' });
const FONTS = { sans: 'Sans empattement', serif: 'Avec empattement', rounded: 'Arrondie', mono: 'Machine à écrire' };

const Theme = defineNestedType(() => ({
  name: 'SampleTheme',
  fields: {
    primaryColor: choice(
      {
        blue: 'Bleu',
        cyan: 'Cyan',
        teal: 'Bleu canard',
        green: 'Vert',
        lime: 'Vert anis',
        yellow: 'Jaune',
        orange: 'Orange',
        red: 'Rouge',
        pink: 'Rose',
        grape: 'Prune',
        violet: 'Violet',
        indigo: 'Indigo',
        gray: 'Gris',
        dark: 'Anthracite',
      },
      { label: 'Couleur principale', help: 'boutons et accents' },
    ),
    font: choice(FONTS, { label: 'Police du texte' }),
    headingsFont: choice(FONTS, { label: 'Police des titres' }),
    radius: choice(
      { xs: 'Très léger', sm: 'Léger', md: 'Moyen', lg: 'Marqué', xl: 'Très marqué' },
      { label: 'Arrondi', help: 'des cartes et des boutons' },
    ),
    surface: choice({ white: 'Blanc', cream: 'Crème', mist: 'Brume', night: 'Nuit' }, { label: 'Fond de page' }),
  },
}));

const SiteHeader = defineNestedType(() => ({
  name: 'SiteHeader',
  description: 'En-tête',
  fields: {
    brand: line({ label: 'Nom de la marque' }),
    tagline: line({ label: 'Slogan', optional: true }),
    links: list(Cta, {
      label: 'Liens du menu',
      item: 'lien',
      help: 'le plus souvent vers des sections (#ancre)',
      optional: true,
      unique: 'label',
    }),
    back: group(Cta, { label: 'Lien de retour', help: 'par exemple vers la page métier', optional: true }),
    action: line({ label: 'Bouton à droite', help: 'texte seul, le bouton ne fait rien', optional: true }),
  },
}));

const Action = defineNestedType(() => ({
  name: 'SampleAction',
  fields: {
    label: line({ label: 'Texte du bouton', max: 45 }),
    variant: choice({ filled: 'Plein', outline: 'Contour', light: 'Clair' }, { label: 'Style' }),
  },
}));

const actions = list(Action, { label: 'Boutons', item: 'bouton', help: 'texte seul, ils ne font rien', optional: true });

const SiteHero = defineNestedType(() => ({
  name: 'SiteHero',
  description: 'Haut de page',
  fields: {
    anchor,
    badge: line({ label: 'Étiquette', optional: true }),
    title: line({ label: 'Titre', max: 90 }),
    subtitle: paragraph({ label: 'Sous-titre' }),
    image: group(Picture, { label: 'Image', optional: true }),
    actions,
  },
}));

const Stat = defineNestedType(() => ({
  name: 'Stat',
  fields: {
    value: line({ label: 'Chiffre', help: 'tel qu’affiché, par exemple 15000+' }),
    label: line({ label: 'Libellé' }),
  },
}));

const Stats = defineNestedType(() => ({
  name: 'Stats',
  description: 'Chiffres clés',
  fields: { anchor, title: line({ label: 'Titre', optional: true }), items: list(Stat, { label: 'Chiffres', item: 'chiffre' }) },
}));

const Card = defineNestedType(() => ({
  name: 'Card',
  fields: {
    icon: icon({ label: 'Icône', optional: true }),
    image: group(Picture, { label: 'Image', optional: true }),
    badge: line({ label: 'Étiquette', help: 'par exemple un niveau ou un type de bien', optional: true }),
    title,
    description: paragraph({ label: 'Description', optional: true }),
    price: line({ label: 'Prix', help: 'tel qu’affiché, par exemple À partir de 80 €', optional: true }),
    details: list('line', { label: 'Détails', item: 'détail', help: 'faits courts ou liste d’éléments', optional: true }),
    available: yesNo({ label: 'Disponible', help: 'affiche la mention disponible ou indisponible', optional: true }),
    action: line({ label: 'Texte du bouton', help: 'le bouton ne fait rien', optional: true }),
  },
}));

const Availability = defineNestedType(() => ({
  name: 'Availability',
  fields: { yes: line({ label: 'Texte « disponible »' }), no: line({ label: 'Texte « indisponible »' }) },
}));

const Cards = defineNestedType(() => ({
  name: 'Cards',
  description: 'Cartes',
  fields: {
    anchor,
    eyebrow,
    title,
    subtitle: paragraph({ label: 'Sous-titre', optional: true }),
    columns: number({
      label: 'Colonnes',
      help: '2, 3 ou 4 cartes par ligne sur grand écran',
      min: 2,
      max: 4,
      whole: true,
      why: 'la grille a 2, 3 ou 4 colonnes',
    }),
    variant: choice({ plain: 'Simple', outlined: 'Encadré', filled: 'Fond coloré' }, { label: 'Style' }),
    availability: group(Availability, {
      label: 'Mentions de disponibilité',
      help: 'quand les cartes indiquent si elles sont disponibles',
      optional: true,
    }),
    items: list(Card, { label: 'Cartes', item: 'carte' }),
  },
}));

const Dish = defineNestedType(() => ({
  name: 'Dish',
  fields: {
    name: line({ label: 'Nom' }),
    description: paragraph({ label: 'Description' }),
    price: line({ label: 'Prix', help: 'avec le signe euro, par exemple 24 €' }),
  },
}));

const MenuGroup = defineNestedType(() => ({
  name: 'MenuGroup',
  fields: { category: line({ label: 'Catégorie' }), items: list(Dish, { label: 'Plats', item: 'plat' }) },
}));

const Menu = defineNestedType(() => ({
  name: 'Menu',
  description: 'Carte du restaurant',
  fields: { anchor, eyebrow, title, groups: list(MenuGroup, { label: 'Rubriques', item: 'rubrique' }) },
}));

const Member = defineNestedType(() => ({
  name: 'Member',
  fields: {
    name: line({ label: 'Nom' }),
    role: line({ label: 'Rôle' }),
    speciality: line({ label: 'Spécialité', optional: true }),
    experience: line({ label: 'Expérience', optional: true }),
    image: group(Picture, { label: 'Photo' }),
  },
}));

const Team = defineNestedType(() => ({
  name: 'Team',
  description: 'Équipe',
  fields: { anchor, eyebrow, title, members: list(Member, { label: 'Membres de l’équipe', item: 'membre' }) },
}));

const Testimonial = defineNestedType(() => ({
  name: 'Testimonial',
  fields: {
    name: line({ label: 'Nom' }),
    detail: line({ label: 'Précision', help: 'par exemple la ville ou le dossier du client', optional: true }),
    text: paragraph({ label: 'Texte' }),
    rating: number({ label: 'Note', help: 'de 1 à 5 étoiles', min: 1, max: 5, whole: true, why: 'une note va de 1 à 5 étoiles' }),
  },
}));

const Testimonials = defineNestedType(() => ({
  name: 'Testimonials',
  description: 'Avis clients',
  fields: {
    anchor,
    eyebrow,
    title,
    ratingLabel: line({ label: 'Note lue', help: '{rating} est le nombre d’étoiles' }),
    items: list(Testimonial, { label: 'Avis', item: 'avis' }),
  },
}));

const HoursRow = defineNestedType(() => ({
  name: 'HoursRow',
  fields: { days: line({ label: 'Jours' }), hours: line({ label: 'Horaires' }) },
}));

const Hours = defineNestedType(() => ({
  name: 'Hours',
  description: 'Horaires',
  fields: {
    anchor,
    title,
    rows: list(HoursRow, { label: 'Lignes', item: 'ligne' }),
    note: paragraph({ label: 'Remarque', optional: true }),
  },
}));

const ContactLine = defineNestedType(() => ({
  name: 'ContactLine',
  fields: { icon: icon({ label: 'Icône' }), label: line({ label: 'Libellé' }), value: line({ label: 'Valeur' }) },
}));

const Contact = defineNestedType(() => ({
  name: 'Contact',
  description: 'Contact',
  fields: {
    anchor,
    eyebrow,
    title,
    text: paragraph({ label: 'Texte', optional: true }),
    lines: list(ContactLine, { label: 'Lignes de contact', item: 'ligne' }),
    actions,
  },
}));

const Option = defineNestedType(() => ({
  name: 'FormOption',
  fields: { value: line({ label: 'Valeur' }), label: line({ label: 'Libellé' }) },
}));

const FormField = defineNestedType(() => ({
  name: 'FormField',
  fields: {
    name: line({ label: 'Nom technique', help: 'par exemple nom' }),
    label: line({ label: 'Libellé' }),
    kind: choice(
      { text: 'Texte court', email: 'E-mail', tel: 'Téléphone', select: 'Liste déroulante', textarea: 'Texte long' },
      { label: 'Type de champ' },
    ),
    options: list(Option, { label: 'Choix', item: 'choix', help: 'd’une liste déroulante', optional: true }),
    wide: yesNo({ label: 'Pleine largeur', help: 'occupe toute la ligne', optional: true }),
  },
}));

const SampleForm = defineNestedType(() => ({
  name: 'SampleForm',
  description: 'Formulaire',
  fields: {
    anchor,
    eyebrow,
    title,
    text: paragraph({ label: 'Texte', optional: true }),
    fields: list(FormField, { label: 'Champs', item: 'champ' }),
    submit: line({ label: 'Texte du bouton d’envoi', help: 'n’envoie rien' }),
  },
}));

const Gallery = defineNestedType(() => ({
  name: 'Gallery',
  description: 'Galerie',
  fields: { anchor, eyebrow, title, images: list(Picture, { label: 'Images', item: 'image' }) },
}));

const Tier = defineNestedType(() => ({
  name: 'Tier',
  fields: {
    name: line({ label: 'Nom' }),
    price: line({ label: 'Prix', help: 'tel qu’affiché, par exemple 49 €' }),
    period: line({ label: 'Période', help: 'par exemple /mois', optional: true }),
    description: paragraph({ label: 'Description', optional: true }),
    features: list('line', { label: 'Avantages', item: 'avantage' }),
    highlight: line({ label: 'Ruban', help: 'sur la formule mise en avant, par exemple Le plus choisi', optional: true }),
    action: line({ label: 'Texte du bouton' }),
  },
}));

const PricingTiers = defineNestedType(() => ({
  name: 'PricingTiers',
  description: 'Formules et tarifs',
  fields: {
    anchor,
    eyebrow,
    title,
    subtitle: paragraph({ label: 'Sous-titre', optional: true }),
    tiers: list(Tier, { label: 'Formules', item: 'formule' }),
  },
}));

const TextBlock = defineNestedType(() => ({
  name: 'TextBlock',
  description: 'Texte',
  fields: {
    anchor,
    eyebrow,
    title,
    paragraphs: list('line', { label: 'Paragraphes', item: 'paragraphe' }),
    bullets: list('line', { label: 'Puces', item: 'puce', optional: true }),
    image: group(Picture, { label: 'Image', optional: true }),
  },
}));

const SiteFooter = defineNestedType(() => ({
  name: 'SiteFooter',
  description: 'Pied de page',
  fields: {
    text: paragraph({ label: 'Texte' }),
    home: group(Cta, { label: 'Lien vers l’accueil de l’agence' }),
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
    seo: group(Seo, { label: 'Référencement et partage' }),
    lang: choice({ fr: 'Français', en: 'Anglais' }, { label: 'Langue du site d’exemple' }),
    theme: group(Theme, { label: 'Apparence', help: 'couleurs, polices et arrondis du site' }),
    blocks: blocks(SAMPLE_BLOCKS, { label: 'Sections', item: 'section', help: 'dans l’ordre de la page' }),
  },
  computedFields: {
    slug: { type: 'string', resolve: (doc) => doc._raw.sourceFileName.replace(/\.yaml$/, '') },
  },
}));
