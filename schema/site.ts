import { defineDocumentType, defineNestedType } from 'contentlayer2/source-files/schema';
import { Cta } from './shared.ts';

const Promises = defineNestedType(() => ({
  name: 'Promises',
  fields: {
    previewDelay: {
      type: 'string',
      required: true,
      description: 'Délai de prévisualisation — dans les titres et bannières ; s’écrit {previewDelay} dans les textes (96h)',
    },
    successDelay: {
      type: 'string',
      required: true,
      description: 'Délai du message de confirmation — s’écrit {successDelay} dans les textes (72h)',
    },
    replyDelay: {
      type: 'string',
      required: true,
      description: 'Délai de réponse après une demande — s’écrit {replyDelay} dans les textes (2h)',
    },
  },
}));

const FormService = defineNestedType(() => ({
  name: 'FormService',
  fields: {
    endpoint: {
      type: 'string',
      required: true,
      description: 'Adresse du service de formulaire — où le formulaire de demande envoie (VITE_FORM_ENDPOINT la remplace)',
    },
    timeoutMs: { type: 'number', required: true, description: 'Délai d’attente en millisecondes — avant d’afficher le message d’erreur' },
  },
}));

const Header = defineNestedType(() => ({
  name: 'Header',
  fields: {
    homeLabel: { type: 'string', required: true, description: 'Nom lu du lien d’accueil — pour les lecteurs d’écran' },
    phoneLabel: { type: 'string', required: true, description: 'Nom lu du lien téléphone — pour les lecteurs d’écran' },
    skipLink: { type: 'string', required: true, description: 'Lien d’évitement — lien clavier vers le contenu principal' },
  },
}));

const Footer = defineNestedType(() => ({
  name: 'Footer',
  fields: {
    about: { type: 'string', required: true, description: 'Présentation — court texte sous la marque' },
    tradesTitle: { type: 'string', required: true, description: 'Titre des liens métiers' },
    legalTitle: { type: 'string', required: true, description: 'Titre des liens légaux' },
    contactTitle: { type: 'string', required: true, description: 'Titre du contact — au-dessus du téléphone et de l’e-mail' },
    legal: { type: 'list', of: Cta, required: true, description: 'Liens vers les pages légales' },
    copyright: { type: 'string', required: true, description: 'Mention de copyright — dernière ligne ; {year} devient l’année en cours' },
  },
}));

const Carousel = defineNestedType(() => ({
  name: 'CarouselLabels',
  fields: {
    previous: { type: 'string', required: true, description: 'Nom lu du bouton précédent' },
    next: { type: 'string', required: true, description: 'Nom lu du bouton suivant' },
    goTo: { type: 'string', required: true, description: 'Nom lu d’un point — {n} est le numéro de la diapositive' },
    newTab: { type: 'string', required: true, description: 'Mention nouvel onglet — ajoutée au nom d’un lien de diapositive' },
    locked: { type: 'string', required: true, description: 'Nom lu d’une galerie verrouillée et floutée' },
    slideLabel: { type: 'string', required: true, description: 'Position lue d’une diapositive — {n} et {total} sont des nombres' },
    transitionMs: { type: 'number', required: true, description: 'Durée de l’animation — en millisecondes' },
  },
}));

const LockedGallery = defineNestedType(() => ({
  name: 'LockedGallery',
  fields: {
    title: { type: 'string', required: true, description: 'Titre sur les exemples floutés' },
    text: { type: 'string', required: true },
    cta: { type: 'nested', of: Cta, required: true },
  },
}));

const SampleBanner = defineNestedType(() => ({
  name: 'SampleBanner',
  fields: {
    text: { type: 'string', required: true, description: 'Texte du bandeau — en haut de chaque site d’exemple' },
    back: { type: 'string', required: true, description: 'Bouton de retour — du bandeau vers l’accueil' },
  },
}));

export const Site = defineDocumentType(() => ({
  name: 'Site',
  filePathPattern: 'site.yaml',
  contentType: 'data',
  isSingleton: true,
  fields: {
    brand: { type: 'string', required: true, description: 'Marque — dans l’en-tête, le pied de page et les titres' },
    phone: { type: 'string', required: true, description: 'Téléphone — tel qu’affiché, par exemple 01 23 45 67 89' },
    email: { type: 'string', required: true, description: 'E-mail de contact' },
    url: { type: 'string', required: true, description: 'Adresse du site — en production, sans barre finale (SITE_URL la remplace)' },
    shareImage: { type: 'string', required: true, description: 'Image de partage par défaut — 1200 × 630 pixels' },
    promises: { type: 'nested', of: Promises, required: true, description: 'Délais promis' },
    form: { type: 'nested', of: FormService, required: true, description: 'Service de formulaire' },
    header: { type: 'nested', of: Header, required: true, description: 'En-tête' },
    footer: { type: 'nested', of: Footer, required: true, description: 'Pied de page' },
    floatingCta: { type: 'nested', of: Cta, required: true, description: 'Bouton flottant — bouton rond en bas à droite de l’accueil' },
    carousel: { type: 'nested', of: Carousel, required: true, description: 'Carrousels — textes lus et animation' },
    lockedGallery: {
      type: 'nested',
      of: LockedGallery,
      required: true,
      description: 'Galerie verrouillée — encadré sur les exemples des métiers verrouillés',
    },
    sampleBanner: { type: 'nested', of: SampleBanner, required: true, description: 'Bandeau des sites d’exemple' },
    errorTitle: { type: 'string', required: true, description: 'Titre de la page d’erreur — affichée sur une erreur inattendue' },
  },
}));
