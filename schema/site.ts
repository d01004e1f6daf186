import { defineDocumentType, defineNestedType } from 'contentlayer2/source-files';
import { Cta } from './shared';

const Promises = defineNestedType(() => ({
  name: 'Promises',
  fields: {
    previewDelay: {
      type: 'string',
      required: true,
      description: 'Preview delay shown in titles and banners, written {previewDelay} in texts (96h)',
    },
    successDelay: { type: 'string', required: true, description: 'Delay in the success message, written {successDelay} in texts (72h)' },
    replyDelay: { type: 'string', required: true, description: 'Reply delay after a request, written {replyDelay} in texts (2h)' },
  },
}));

const FormService = defineNestedType(() => ({
  name: 'FormService',
  fields: {
    endpoint: { type: 'string', required: true, description: 'Address the request form posts to (VITE_FORM_ENDPOINT overrides it)' },
    timeoutMs: { type: 'number', required: true, description: 'How long to wait for the form service before showing the error' },
  },
}));

const Header = defineNestedType(() => ({
  name: 'Header',
  fields: {
    homeLabel: { type: 'string', required: true, description: 'Spoken name of the home link' },
    phoneLabel: { type: 'string', required: true, description: 'Spoken name of the phone link' },
    skipLink: { type: 'string', required: true, description: 'Keyboard link that jumps to the main content' },
  },
}));

const Footer = defineNestedType(() => ({
  name: 'Footer',
  fields: {
    about: { type: 'string', required: true, description: 'Short text under the brand' },
    tradesTitle: { type: 'string', required: true, description: 'Title above the trade page links' },
    legalTitle: { type: 'string', required: true, description: 'Title above the legal links' },
    contactTitle: { type: 'string', required: true, description: 'Title above the phone and e-mail' },
    legal: { type: 'list', of: Cta, required: true, description: 'Legal page links' },
    copyright: { type: 'string', required: true, description: 'Last line; {year} becomes the current year' },
  },
}));

const Carousel = defineNestedType(() => ({
  name: 'CarouselLabels',
  fields: {
    previous: { type: 'string', required: true, description: 'Spoken name of the previous button' },
    next: { type: 'string', required: true, description: 'Spoken name of the next button' },
    goTo: { type: 'string', required: true, description: 'Spoken name of a dot; {n} is the slide number' },
    newTab: { type: 'string', required: true, description: 'Added to a slide link name: it opens a new tab' },
    locked: { type: 'string', required: true, description: 'Spoken name of a locked, blurred gallery' },
    slideLabel: { type: 'string', required: true, description: 'Spoken position of a slide; {n} and {total} are numbers' },
    transitionMs: { type: 'number', required: true, description: 'Duration of the slide animation in milliseconds' },
  },
}));

const LockedGallery = defineNestedType(() => ({
  name: 'LockedGallery',
  fields: {
    title: { type: 'string', required: true, description: 'Title on blurred trade samples' },
    text: { type: 'string', required: true },
    cta: { type: 'nested', of: Cta, required: true },
  },
}));

const SampleBanner = defineNestedType(() => ({
  name: 'SampleBanner',
  fields: {
    text: { type: 'string', required: true, description: 'Banner on top of every sample site' },
    back: { type: 'string', required: true, description: 'Banner button back to the home page' },
  },
}));

export const Site = defineDocumentType(() => ({
  name: 'Site',
  filePathPattern: 'site.yaml',
  contentType: 'data',
  isSingleton: true,
  fields: {
    brand: { type: 'string', required: true, description: 'Brand text in the header, footer and titles' },
    phone: { type: 'string', required: true, description: 'Phone number as shown, e.g. 01 23 45 67 89' },
    email: { type: 'string', required: true, description: 'Contact e-mail' },
    url: { type: 'string', required: true, description: 'Production address, no trailing slash (SITE_URL overrides it)' },
    shareImage: { type: 'string', required: true, description: 'Default share image in public/, 1200×630' },
    promises: { type: 'nested', of: Promises, required: true },
    form: { type: 'nested', of: FormService, required: true },
    header: { type: 'nested', of: Header, required: true },
    footer: { type: 'nested', of: Footer, required: true },
    floatingCta: { type: 'nested', of: Cta, required: true, description: 'Round button at the bottom right of the home page' },
    carousel: { type: 'nested', of: Carousel, required: true },
    lockedGallery: { type: 'nested', of: LockedGallery, required: true, description: 'Overlay on the samples of trades marked locked' },
    sampleBanner: { type: 'nested', of: SampleBanner, required: true },
    errorTitle: { type: 'string', required: true, description: 'Title of the page shown on an unexpected error' },
  },
}));
