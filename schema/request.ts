import { defineDocumentType, defineNestedType } from 'contentlayer2/source-files/schema';
import { Seo } from './shared.ts';

const Field = defineNestedType(() => ({
  name: 'FieldText',
  fields: {
    label: { type: 'string', required: true, description: 'Libellé du champ' },
    placeholder: { type: 'string', required: false, description: 'Exemple — texte grisé dans le champ vide' },
  },
}));

const Toast = defineNestedType(() => ({
  name: 'Toast',
  fields: {
    title: { type: 'string', required: true },
    message: { type: 'string', required: true },
  },
}));

const Limits = defineNestedType(() => ({
  name: 'Limits',
  fields: {
    nom: { type: 'number', required: true, description: 'Nom — nombre maximal de caractères' },
    prenom: { type: 'number', required: true },
    entreprise: { type: 'number', required: true },
    email: { type: 'number', required: true },
    telephone: { type: 'number', required: true },
    siteActuel: { type: 'number', required: true },
    reseauxSociaux: { type: 'number', required: true },
    message: { type: 'number', required: true },
    lien: { type: 'number', required: true, description: 'Lien — nombre maximal de caractères de chaque lien ajouté' },
  },
}));

const Throttle = defineNestedType(() => ({
  name: 'Throttle',
  fields: {
    max: { type: 'number', required: true, description: 'Envois autorisés — pendant la période' },
    windowMs: { type: 'number', required: true, description: 'Période — en millisecondes' },
  },
}));

const Fields = defineNestedType(() => ({
  name: 'RequestFields',
  fields: {
    nom: { type: 'nested', of: Field, required: true },
    prenom: { type: 'nested', of: Field, required: true },
    entreprise: { type: 'nested', of: Field, required: true },
    email: { type: 'nested', of: Field, required: true },
    telephone: { type: 'nested', of: Field, required: true },
    siteActuel: { type: 'nested', of: Field, required: true },
    message: { type: 'nested', of: Field, required: true },
    liens: { type: 'nested', of: Field, required: true, description: 'Liste de liens — libellé de la liste des liens ajoutés' },
    lien: { type: 'nested', of: Field, required: true, description: 'Lien ajouté — libellé d’un lien ; {n} est son numéro' },
    accepteContact: { type: 'nested', of: Field, required: true, description: 'Case de consentement' },
    honeypot: { type: 'nested', of: Field, required: true, description: 'Champ anti-spam — caché, jamais vu des visiteurs' },
  },
}));

const Buttons = defineNestedType(() => ({
  name: 'RequestButtons',
  fields: {
    continue: { type: 'string', required: true },
    back: { type: 'string', required: true },
    submit: { type: 'string', required: true },
    addLink: { type: 'string', required: true },
    removeLink: { type: 'string', required: true, description: 'Bouton de suppression — nom lu ; {n} est le numéro du lien' },
  },
}));

const Messages = defineNestedType(() => ({
  name: 'RequestMessages',
  fields: {
    required: { type: 'nested', of: Toast, required: true },
    email: { type: 'nested', of: Toast, required: true },
    telephone: { type: 'nested', of: Toast, required: true },
    consent: { type: 'nested', of: Toast, required: true },
    throttle: { type: 'nested', of: Toast, required: true, description: 'Trop d’envois' },
    success: { type: 'nested', of: Toast, required: true },
    error: { type: 'nested', of: Toast, required: true },
  },
}));

const StepLabel = defineNestedType(() => ({
  name: 'StepLabel',
  fields: {
    label: { type: 'string', required: true },
    description: { type: 'string', required: true },
  },
}));

const AfterStep = defineNestedType(() => ({
  name: 'AfterStep',
  fields: {
    title: { type: 'string', required: true },
    text: { type: 'string', required: true },
  },
}));

const After = defineNestedType(() => ({
  name: 'AfterPreview',
  fields: {
    title: { type: 'string', required: true },
    steps: { type: 'list', of: AfterStep, required: true },
    note: { type: 'string', required: true, description: 'Note — rappel que le visiteur reste libre de son choix' },
  },
}));

const Fallback = defineNestedType(() => ({
  name: 'RequestFallback',
  fields: {
    title: { type: 'string', required: true, description: 'Titre — de l’encadré montré à côté du formulaire après un envoi qui a échoué' },
    text: { type: 'string', required: true, description: 'Texte — sous le titre de l’encadré' },
    call: { type: 'string', required: true, description: 'Lien téléphone — {phone} est le numéro de site.yaml' },
    mail: { type: 'string', required: true, description: 'Lien e-mail — ouvre la messagerie du visiteur, demande déjà rédigée' },
    mailBody: {
      type: 'string',
      required: true,
      description: 'Texte de l’e-mail — {demande} devient les champs remplis, un par ligne ; l’objet est celui du formulaire',
    },
    mailLine: {
      type: 'string',
      required: true,
      description: 'Ligne de l’e-mail — une par champ rempli : {label} son libellé, {value} sa valeur',
    },
  },
}));

export const RequestPage = defineDocumentType(() => ({
  name: 'RequestPage',
  filePathPattern: 'pages/demande.yaml',
  contentType: 'data',
  isSingleton: true,
  fields: {
    seo: { type: 'nested', of: Seo, required: true },
    heading: { type: 'string', required: true, description: 'Titre principal' },
    intro: { type: 'string', required: true },
    steps: { type: 'list', of: StepLabel, required: true, description: 'Étapes du formulaire — les deux étapes' },
    requiredHint: { type: 'string', required: true, description: 'Mention des champs obligatoires — explique la marque *' },
    fields: { type: 'nested', of: Fields, required: true },
    buttons: { type: 'nested', of: Buttons, required: true },
    messages: { type: 'nested', of: Messages, required: true },
    toastClose: { type: 'string', required: true, description: 'Fermeture des messages — nom lu du bouton qui ferme un message' },
    sending: { type: 'string', required: true, description: 'Said under the send button while the request is on its way' },
    fallback: { type: 'nested', of: Fallback, required: true, description: 'Autre moyen de contact — après un envoi qui a échoué' },
    limits: { type: 'nested', of: Limits, required: true },
    throttle: { type: 'nested', of: Throttle, required: true, description: 'Limite d’envois — par visiteur' },
    subjectPrefix: { type: 'string', required: true, description: 'Objet de l’e-mail — suivi du nom de l’entreprise' },
    after: { type: 'nested', of: After, required: true },
  },
}));
