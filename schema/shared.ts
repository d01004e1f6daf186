import { defineNestedType } from 'contentlayer2/source-files/schema';
import { file, icon, line, link, paragraph } from './fields.ts';

/** A link shown as a button: its text and where it goes. Buttons past 45 characters wrap on a phone. */
export const Cta = defineNestedType(() => ({
  name: 'Cta',
  fields: {
    label: line({ label: 'Texte du bouton', max: 45 }),
    href: link({ label: 'Lien', help: 'page du site (/demande), section (#services) ou adresse https://' }),
  },
}));

/** An icon, a short title and one or two sentences. */
export const IconCard = defineNestedType(() => ({
  name: 'IconCard',
  fields: {
    icon: icon({ label: 'Icône', help: 'choisissez l’image qui illustre la carte' }),
    title: line({ label: 'Titre de la carte', max: 60 }),
    text: paragraph({ label: 'Texte', help: 'une ou deux phrases sous le titre', max: 240 }),
  },
}));

/** Search-engine and share texts of a page: search results cut titles past about 60 characters, descriptions past 160. */
export const Seo = defineNestedType(() => ({
  name: 'Seo',
  fields: {
    title: line({
      label: 'Titre pour Google',
      help: 'affiché dans l’onglet et les résultats de recherche (60 caractères environ)',
      max: 60,
    }),
    description: paragraph({
      label: 'Description pour Google',
      help: 'résumé sous le titre dans les résultats de recherche (155 caractères environ)',
      max: 160,
    }),
    image: file({
      label: 'Image de partage',
      help: '1200 × 630 pixels ; vide, l’image par défaut du site est utilisée',
      folder: 'share',
      optional: true,
    }),
  },
}));

/** A picture with its description for people who cannot see it. */
export const Picture = defineNestedType(() => ({
  name: 'Picture',
  fields: {
    src: file({ label: 'Image', help: 'fichier envoyé ou adresse https:// complète', folder: 'media' }),
    alt: line({ label: 'Description de l’image', help: 'ce qu’elle montre, lu aux personnes malvoyantes' }),
  },
}));
