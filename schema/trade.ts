import { defineDocumentType, defineNestedType } from 'contentlayer2/source-files';
import { Cta, IconCard, Seo } from './shared';

const Slide = defineNestedType(() => ({
  name: 'Slide',
  fields: {
    image: { type: 'string', required: true, description: 'Screenshot or photo, https:// address or public/ path' },
    title: { type: 'string', required: true },
    description: { type: 'string', required: true, description: 'Shown on hover or focus' },
    specialty: { type: 'string', required: true, description: 'Specialty label of the sample site' },
    url: { type: 'string', required: true, description: 'External example address, opened in a new tab' },
  },
}));

const Closing = defineNestedType(() => ({
  name: 'TradeClosing',
  fields: {
    title: { type: 'string', required: true },
    text: { type: 'string', required: true },
    cta: { type: 'nested', of: Cta, required: true },
  },
}));

export const Trade = defineDocumentType(() => ({
  name: 'Trade',
  filePathPattern: 'trades/*.md',
  contentType: 'markdown',
  fields: {
    name: { type: 'string', required: true, description: 'Trade name as in the footer, e.g. Pharmacie' },
    seo: { type: 'nested', of: Seo, required: true },
    badge: { type: 'string', required: true, description: 'Small label above the headline' },
    headline: { type: 'string', required: true, description: 'Main title: Site Internet pour …' },
    intro: { type: 'string', required: true, description: 'Paragraph under the headline' },
    cta: { type: 'nested', of: Cta, required: true, description: 'Hero button' },
    featuresTitle: { type: 'string', required: true },
    features: { type: 'list', of: IconCard, required: true, description: 'Exactly 3 cards' },
    checklistTitle: { type: 'string', required: true },
    checklist: { type: 'list', of: { type: 'string' }, required: true, description: 'Exactly 6 items' },
    carouselTitle: { type: 'string', required: true },
    carouselIntro: { type: 'string', required: true },
    slides: { type: 'list', of: Slide, required: true, description: 'Exactly 4 sample sites' },
    locked: { type: 'boolean', required: true, description: 'true: the samples are blurred behind a request button' },
    closing: { type: 'nested', of: Closing, required: true },
  },
  computedFields: {
    slug: { type: 'string', resolve: (doc) => doc._raw.sourceFileName.replace(/\.md$/, '') },
  },
}));
