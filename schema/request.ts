import { defineDocumentType, defineNestedType } from 'contentlayer2/source-files/schema';
import { group, line, list, number, paragraph } from './fields.ts';
import { LINKS_RANGE, SPEC_LIMITS, THROTTLE_FLOOR } from './formRules.ts';
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

/** The longest value of a field the form sends: at least 1 character, at most the spec's limit (section 5). */
const limit = (label: string, name: keyof typeof SPEC_LIMITS, help = 'nombre maximal de caractères') =>
  number({
    label,
    help,
    min: 1,
    max: SPEC_LIMITS[name],
    whole: true,
    why: 'à 0, le champ ne pourrait rien recevoir ; au-delà, la demande dépasserait le maximum du cahier des charges',
  });

const Limits = defineNestedType(() => ({
  name: 'Limits',
  fields: {
    nom: limit('Nom', 'nom'),
    prenom: limit('Prénom', 'prenom'),
    entreprise: limit('Entreprise', 'entreprise'),
    email: limit('E-mail', 'email'),
    telephone: limit('Téléphone', 'telephone'),
    siteActuel: limit('Site actuel', 'siteActuel'),
    reseauxSociaux: limit('Réseaux sociaux', 'reseauxSociaux'),
    message: limit('Message', 'message'),
    lien: limit('Lien', 'lien', 'nombre maximal de caractères de chaque lien ajouté'),
  },
}));

const Throttle = defineNestedType(() => ({
  name: 'Throttle',
  fields: {
    max: number({
      label: 'Envois autorisés',
      help: 'pendant la période',
      min: THROTTLE_FLOOR.max,
      whole: true,
      why: 'à 0, plus aucun visiteur ne pourrait envoyer de demande (le cahier des charges en permet 3)',
    }),
    windowMs: number({
      label: 'Période',
      help: 'en millisecondes',
      min: THROTTLE_FLOOR.windowMs,
      whole: true,
      why: 'plus courte qu’une minute, la limite ne retient plus rien (le cahier des charges prévoit 300 000, cinq minutes)',
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

const Fallback = defineNestedType(() => ({
  name: 'RequestFallback',
  fields: {
    title: line({ label: 'Titre', help: 'de l’encadré montré à côté du formulaire après un envoi qui a échoué' }),
    text: paragraph({ label: 'Texte', help: 'sous le titre de l’encadré' }),
    call: line({ label: 'Lien téléphone', help: '{phone} est le numéro de site.yaml' }),
    mail: line({ label: 'Lien e-mail', help: 'ouvre la messagerie du visiteur, demande déjà rédigée' }),
    mailBody: paragraph({
      label: 'Texte de l’e-mail',
      help: '{demande} devient les champs remplis, un par ligne ; l’objet est celui du formulaire',
    }),
    mailLine: line({ label: 'Ligne de l’e-mail', help: 'une par champ rempli : {label} son libellé, {value} sa valeur' }),
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
    noScript: paragraph({
      label: 'Formulaire sans JavaScript',
      help: 'montré seulement aux visiteurs dont le navigateur n’exécute pas de script : le formulaire fonctionne aussi',
    }),
    fields: group(Fields, { label: 'Champs' }),
    buttons: group(Buttons, { label: 'Boutons' }),
    messages: group(Messages, { label: 'Messages d’alerte' }),
    toastClose: line({ label: 'Fermeture des messages', help: 'nom lu du bouton qui ferme un message' }),
    sending: line({ label: 'Envoi en cours', help: 'dit sous le bouton d’envoi pendant que la demande part' }),
    fallback: group(Fallback, { label: 'Autre moyen de contact', help: 'après un envoi qui a échoué' }),
    limits: group(Limits, { label: 'Longueurs maximales' }),
    maxLinks: number({
      label: 'Liens utiles',
      help: 'nombre maximal de liens qu’un visiteur peut ajouter',
      min: LINKS_RANGE.min,
      max: LINKS_RANGE.max,
      whole: true,
      why: 'au-delà de 10, une demande pourrait dépasser ce que le navigateur envoie en quittant la page',
    }),
    throttle: group(Throttle, { label: 'Limite d’envois', help: 'par visiteur' }),
    subjectPrefix: line({ label: 'Objet de l’e-mail', help: 'suivi du nom de l’entreprise' }),
    after: group(After, { label: 'Après la demande' }),
  },
}));
