import { defineNestedType } from 'contentlayer2/source-files/schema';
import { ICON_NAMES } from './icons.ts';

export const icon = { type: 'enum', options: [...ICON_NAMES] } as const;

/** A link shown as a button: its text and where it goes. */
export const Cta = defineNestedType(() => ({
  name: 'Cta',
  fields: {
    label: { type: 'string', required: true, description: 'Texte du bouton' },
    href: { type: 'string', required: true, description: 'Lien — page du site (/demande), section (#services) ou adresse https://' },
  },
}));

/** An icon, a short title and one or two sentences. */
export const IconCard = defineNestedType(() => ({
  name: 'IconCard',
  fields: {
    icon: { ...icon, required: true, description: 'Icône — liste des icônes dans content/README.md' },
    title: { type: 'string', required: true, description: 'Titre de la carte' },
    text: { type: 'string', required: true, description: 'Texte — une ou deux phrases sous le titre' },
  },
}));

/** Search-engine and share texts of a page. */
export const Seo = defineNestedType(() => ({
  name: 'Seo',
  fields: {
    title: {
      type: 'string',
      required: true,
      description: 'Titre pour Google — affiché dans l’onglet et les résultats de recherche (60 caractères environ)',
    },
    description: {
      type: 'string',
      required: true,
      description: 'Description pour Google — résumé sous le titre dans les résultats de recherche (155 caractères environ)',
    },
    image: {
      type: 'string',
      required: false,
      description: 'Image de partage — 1200 × 630 pixels ; vide, l’image par défaut du site est utilisée',
    },
  },
}));

/** A picture with its description for people who cannot see it. */
export const Picture = defineNestedType(() => ({
  name: 'Picture',
  fields: {
    src: { type: 'string', required: true, description: 'Image — fichier envoyé ou adresse https:// complète' },
    alt: { type: 'string', required: true, description: 'Description de l’image — ce qu’elle montre, lu aux personnes malvoyantes' },
  },
}));
