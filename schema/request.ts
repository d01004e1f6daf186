import { defineDocumentType, defineNestedType } from 'contentlayer2/source-files';
import { Seo } from './shared';

const Field = defineNestedType(() => ({
  name: 'FieldText',
  fields: {
    label: { type: 'string', required: true, description: 'Visible label' },
    placeholder: { type: 'string', required: false, description: 'Example inside the empty field' },
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
    nom: { type: 'number', required: true, description: 'Maximum characters kept' },
    prenom: { type: 'number', required: true },
    entreprise: { type: 'number', required: true },
    email: { type: 'number', required: true },
    telephone: { type: 'number', required: true },
    siteActuel: { type: 'number', required: true },
    reseauxSociaux: { type: 'number', required: true },
    message: { type: 'number', required: true },
    lien: { type: 'number', required: true, description: 'Maximum characters of each extra link' },
  },
}));

const Throttle = defineNestedType(() => ({
  name: 'Throttle',
  fields: {
    max: { type: 'number', required: true, description: 'Sends allowed in the window' },
    windowMs: { type: 'number', required: true, description: 'Window length in milliseconds' },
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
    liens: { type: 'nested', of: Field, required: true, description: 'Label of the extra links list' },
    lien: { type: 'nested', of: Field, required: true, description: 'Label of one extra link; {n} is its number' },
    accepteContact: { type: 'nested', of: Field, required: true, description: 'Consent checkbox' },
    honeypot: { type: 'nested', of: Field, required: true, description: 'Hidden anti-spam field, never seen by visitors' },
  },
}));

const Buttons = defineNestedType(() => ({
  name: 'RequestButtons',
  fields: {
    continue: { type: 'string', required: true },
    back: { type: 'string', required: true },
    submit: { type: 'string', required: true },
    addLink: { type: 'string', required: true },
    removeLink: { type: 'string', required: true, description: 'Spoken name of a remove button; {n} is the link number' },
  },
}));

const Messages = defineNestedType(() => ({
  name: 'RequestMessages',
  fields: {
    required: { type: 'nested', of: Toast, required: true },
    email: { type: 'nested', of: Toast, required: true },
    telephone: { type: 'nested', of: Toast, required: true },
    consent: { type: 'nested', of: Toast, required: true },
    throttle: { type: 'nested', of: Toast, required: true },
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
    note: { type: 'string', required: true, description: 'Reminder that the visitor stays free to choose' },
  },
}));

export const RequestPage = defineDocumentType(() => ({
  name: 'RequestPage',
  filePathPattern: 'pages/demande.yaml',
  contentType: 'data',
  isSingleton: true,
  fields: {
    seo: { type: 'nested', of: Seo, required: true },
    heading: { type: 'string', required: true, description: 'Main title' },
    intro: { type: 'string', required: true },
    steps: { type: 'list', of: StepLabel, required: true, description: 'The two stepper labels' },
    requiredHint: { type: 'string', required: true, description: 'Line explaining the * mark' },
    fields: { type: 'nested', of: Fields, required: true },
    buttons: { type: 'nested', of: Buttons, required: true },
    messages: { type: 'nested', of: Messages, required: true },
    sending: { type: 'string', required: true, description: 'Said under the send button while the request is on its way' },
    limits: { type: 'nested', of: Limits, required: true },
    throttle: { type: 'nested', of: Throttle, required: true },
    subjectPrefix: { type: 'string', required: true, description: 'E-mail subject, followed by the company name' },
    after: { type: 'nested', of: After, required: true },
  },
}));
