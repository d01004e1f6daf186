import { defineDocumentType, defineNestedType } from 'contentlayer2/source-files/schema';
import { group, line, list, number, paragraph } from './fields.ts';
import { Seo } from './shared.ts';

const Field = defineNestedType(() => ({
  name: 'FieldText',
  fields: {
    label: line({ label: 'Libellé du champ' }),
    placeholder: line({ label: 'Exemple', help: 'texte grisé dans le champ vide', optional: true }),
  },
}));

const Toast = defineNestedType(() => ({
  name: 'Toast',
  fields: {
    title: line({ label: 'Titre' }),
    message: paragraph({ label: 'Message' }),
  },
}));

/** The longest value of each field the form sends: at least 1 character, at most the spec's limit (section 5). */
const limit = (label: string, max: number, help = 'nombre maximal de caractères') =>
  number({ label, help, min: 1, max, whole: true, why: `la spécification permet au plus ${max} caractères pour ce champ` });

const Limits = defineNestedType(() => ({
  name: 'Limits',
  fields: {
    nom: limit('Nom', 50),
    prenom: limit('Prénom', 50),
    entreprise: limit('Entreprise', 100),
    email: limit('E-mail', 254),
    telephone: limit('Téléphone', 20),
    siteActuel: limit('Site actuel', 200),
    reseauxSociaux: limit('Réseaux sociaux', 200),
    message: limit('Message', 2000),
    lien: limit('Lien', 200, 'nombre maximal de caractères de chaque lien ajouté'),
  },
}));

const Throttle = defineNestedType(() => ({
  name: 'Throttle',
  fields: {
    max: number({
      label: 'Envois autorisés',
      help: 'pendant la période',
      min: 1,
      max: 10,
      whole: true,
      why: 'à 0 plus personne ne pourrait envoyer de demande, au-delà de 10 la limite ne protège plus de rien',
    }),
    windowMs: number({
      label: 'Période',
      help: 'en millisecondes',
      min: 60000,
      max: 3600000,
      whole: true,
      why: 'de 1 minute (60000) à 1 heure (3600000)',
    }),
  },
}));

const Fields = defineNestedType(() => ({
  name: 'RequestFields',
  fields: {
    nom: group(Field, { label: 'Nom' }),
    prenom: group(Field, { label: 'Prénom' }),
    entreprise: group(Field, { label: 'Entreprise' }),
    email: group(Field, { label: 'E-mail' }),
    telephone: group(Field, { label: 'Téléphone' }),
    siteActuel: group(Field, { label: 'Site actuel' }),
    message: group(Field, { label: 'Message' }),
    liens: group(Field, { label: 'Liste de liens', help: 'libellé de la liste des liens ajoutés' }),
    lien: group(Field, { label: 'Lien ajouté', help: 'libellé d’un lien ; {n} est son numéro' }),
    accepteContact: group(Field, { label: 'Case de consentement' }),
    honeypot: group(Field, { label: 'Champ anti-spam', help: 'caché, jamais vu des visiteurs' }),
  },
}));

const Buttons = defineNestedType(() => ({
  name: 'RequestButtons',
  fields: {
    continue: line({ label: 'Bouton Continuer' }),
    back: line({ label: 'Bouton Retour' }),
    submit: line({ label: 'Texte du bouton d’envoi' }),
    addLink: line({ label: 'Bouton d’ajout de lien' }),
    removeLink: line({ label: 'Bouton de suppression', help: 'nom lu ; {n} est le numéro du lien' }),
  },
}));

const Messages = defineNestedType(() => ({
  name: 'RequestMessages',
  fields: {
    required: group(Toast, { label: 'Champ obligatoire manquant' }),
    email: group(Toast, { label: 'E-mail invalide' }),
    telephone: group(Toast, { label: 'Téléphone invalide' }),
    consent: group(Toast, { label: 'Consentement manquant' }),
    throttle: group(Toast, { label: 'Trop d’envois' }),
    success: group(Toast, { label: 'Demande envoyée' }),
    error: group(Toast, { label: 'Échec de l’envoi' }),
  },
}));

const StepLabel = defineNestedType(() => ({
  name: 'StepLabel',
  fields: {
    label: line({ label: 'Libellé' }),
    description: line({ label: 'Description' }),
  },
}));

const AfterStep = defineNestedType(() => ({
  name: 'AfterStep',
  fields: {
    title: line({ label: 'Titre' }),
    text: paragraph({ label: 'Texte' }),
  },
}));

const After = defineNestedType(() => ({
  name: 'AfterPreview',
  fields: {
    title: line({ label: 'Titre' }),
    steps: list(AfterStep, { label: 'Étapes', item: 'étape' }),
    note: paragraph({ label: 'Note', help: 'rappel que le visiteur reste libre de son choix' }),
  },
}));

export const RequestPage = defineDocumentType(() => ({
  name: 'RequestPage',
  filePathPattern: 'pages/demande.yaml',
  contentType: 'data',
  isSingleton: true,
  fields: {
    seo: group(Seo, { label: 'Référencement et partage' }),
    heading: line({ label: 'Titre principal' }),
    intro: paragraph({ label: 'Introduction' }),
    steps: list(StepLabel, { label: 'Étapes du formulaire', item: 'étape', help: 'les deux étapes', items: 2 }),
    requiredHint: line({ label: 'Mention des champs obligatoires', help: 'explique la marque *' }),
    fields: group(Fields, { label: 'Champs' }),
    buttons: group(Buttons, { label: 'Boutons' }),
    messages: group(Messages, { label: 'Messages d’alerte' }),
    sending: line({ label: 'Envoi en cours', help: 'dit sous le bouton d’envoi pendant que la demande part' }),
    limits: group(Limits, { label: 'Longueurs maximales' }),
    throttle: group(Throttle, { label: 'Limite d’envois', help: 'par visiteur' }),
    subjectPrefix: line({ label: 'Objet de l’e-mail', help: 'suivi du nom de l’entreprise' }),
    after: group(After, { label: 'Après la demande' }),
  },
}));
