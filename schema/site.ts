import { defineDocumentType, defineNestedType } from 'contentlayer2/source-files/schema';
import { email, file, forDevelopers, formEndpoint, group, line, link, list, number, paragraph, phone, readAloud } from './fields.ts';
import { TIMEOUT_RANGE } from './formRules.ts';
import { Cta } from './shared.ts';

const Promises = defineNestedType(() => ({
  name: 'Promises',
  fields: {
    previewDelay: line({
      label: 'Délai de prévisualisation',
      help: 'dans les titres et bannières ; s’écrit {previewDelay} dans les textes (96h)',
      plain: true,
    }),
    successDelay: line({ label: 'Délai du message de confirmation', help: 's’écrit {successDelay} dans les textes (72h)', plain: true }),
    replyDelay: line({ label: 'Délai de réponse après une demande', help: 's’écrit {replyDelay} dans les textes (2h)', plain: true }),
  },
}));

const FormService = defineNestedType(() => ({
  name: 'FormService',
  fields: {
    endpoint: formEndpoint({
      label: 'Adresse du service de formulaire',
      help: 'où le formulaire de demande envoie (VITE_FORM_ENDPOINT la remplace)',
    }),
    timeoutMs: number({
      label: 'Délai d’attente en millisecondes',
      help: 'avant d’afficher le message d’erreur',
      min: TIMEOUT_RANGE.min,
      max: TIMEOUT_RANGE.max,
      whole: true,
      why: 'plus court, une connexion lente verrait une erreur ; plus long, le visiteur attendrait sans réponse',
    }),
  },
}));

const Header = defineNestedType(() => ({
  name: 'Header',
  fields: {
    homeLabel: line({ label: 'Nom lu du lien d’accueil', help: 'pour les lecteurs d’écran' }),
    phoneLabel: line({ label: 'Nom lu du lien téléphone', help: 'pour les lecteurs d’écran' }),
    skipLink: line({ label: 'Lien d’évitement', help: 'lien clavier vers le contenu principal' }),
  },
}));

const Footer = defineNestedType(() => ({
  name: 'Footer',
  fields: {
    about: paragraph({ label: 'Présentation', help: 'court texte sous la marque' }),
    tradesTitle: line({ label: 'Titre des liens métiers' }),
    legalTitle: line({ label: 'Titre des liens légaux' }),
    contactTitle: line({ label: 'Titre du contact', help: 'au-dessus du téléphone et de l’e-mail' }),
    legal: list(Cta, { label: 'Liens vers les pages légales', item: 'lien', unique: 'label' }),
    copyright: line({ label: 'Mention de copyright', help: 'dernière ligne ; {year} devient l’année en cours' }),
  },
}));

const Carousel = defineNestedType(() => ({
  name: 'CarouselLabels',
  fields: {
    previous: line({ label: 'Nom lu du bouton précédent' }),
    next: line({ label: 'Nom lu du bouton suivant' }),
    goTo: line({ label: 'Nom lu d’un point', help: '{n} est le numéro de la diapositive' }),
    dots: line({ label: 'Nom lu de la rangée de points', help: 'dit avant le point choisi, par exemple « Choix de l’exemple »' }),
    newTab: line({ label: 'Mention nouvel onglet', help: 'ajoutée au nom d’un lien de diapositive' }),
    locked: line({ label: 'Nom lu d’une galerie verrouillée et floutée' }),
    slideLabel: line({ label: 'Position lue d’une diapositive', help: '{n} et {total} sont des nombres' }),
    carouselRole: line({ label: 'Nature lue d’un carrousel', help: 'dite par les lecteurs d’écran, par exemple « carrousel »' }),
    slideRole: line({ label: 'Nature lue d’une diapositive', help: 'dite par les lecteurs d’écran, par exemple « diapositive »' }),
    transitionMs: forDevelopers(number({ label: 'Durée de l’animation', help: 'en millisecondes', min: 0, max: 2000, whole: true })),
  },
}));

const LockedGallery = defineNestedType(() => ({
  name: 'LockedGallery',
  fields: {
    title: line({ label: 'Titre sur les exemples floutés' }),
    text: paragraph({ label: 'Texte' }),
    cta: group(Cta, { label: 'Bouton' }),
  },
}));

const SampleBanner = defineNestedType(() => ({
  name: 'SampleBanner',
  fields: {
    text: paragraph({ label: 'Texte du bandeau', help: 'en haut de chaque site d’exemple' }),
    back: line({ label: 'Bouton de retour', help: 'du bandeau vers l’accueil' }),
  },
}));

export const Site = defineDocumentType(() => ({
  name: 'Site',
  filePathPattern: 'site.yaml',
  contentType: 'data',
  isSingleton: true,
  fields: {
    brand: line({ label: 'Marque', help: 'dans l’en-tête, le pied de page et les titres ; s’écrit {brand} dans les textes', plain: true }),
    phone: phone({
      label: 'Téléphone',
      help: 'numéro français tel qu’affiché, par exemple 01 23 45 67 89 ; s’écrit {phone} dans les textes, tel:{phone} dans un lien',
    }),
    email: email({ label: 'E-mail de contact', help: 's’écrit {email} dans les textes, mailto:{email} dans un lien' }),
    address: line({
      label: 'Adresse du siège',
      help: 'dans les pages légales ; s’écrit {address} dans les textes ; entre crochets tant qu’elle n’est pas connue',
      plain: true,
    }),
    url: forDevelopers(link({ label: 'Adresse du site', help: 'en production, sans barre finale (SITE_URL la remplace)', to: 'external' })),
    shareImage: file({ label: 'Image de partage par défaut', help: '1200 × 630 pixels', folder: 'share' }),
    promises: group(Promises, { label: 'Délais promis' }),
    form: group(FormService, { label: 'Service de formulaire' }),
    header: readAloud(
      group(Header, { label: 'Textes lus de l’en-tête', help: 'pour les lecteurs d’écran et le clavier ; rarement à changer' }),
    ),
    footer: group(Footer, { label: 'Pied de page' }),
    floatingCta: group(Cta, { label: 'Bouton flottant', help: 'bouton rond en bas à droite de l’accueil' }),
    carousel: readAloud(group(Carousel, { label: 'Textes lus des carrousels', help: 'pour les lecteurs d’écran ; rarement à changer' })),
    lockedGallery: group(LockedGallery, {
      label: 'Galerie verrouillée',
      help: 'encadré sur les exemples des métiers verrouillés',
    }),
    sampleBanner: group(SampleBanner, { label: 'Bandeau des sites d’exemple' }),
    // The spec fixes its words (« Unexpected Application Error! »).
    errorTitle: forDevelopers(line({ label: 'Titre de la page d’erreur', help: 'affichée sur une erreur inattendue' })),
  },
}));
