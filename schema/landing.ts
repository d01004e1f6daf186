import { defineDocumentType, defineNestedType } from 'contentlayer2/source-files';
import { Cta, IconCard, Seo } from './shared';

const Video = defineNestedType(() => ({
  name: 'Video',
  fields: {
    title: { type: 'string', required: true, description: 'Title above the player' },
    src: { type: 'string', required: true, description: 'Video file in public/ (MP4)' },
    poster: { type: 'string', required: true, description: 'Still image shown before playing' },
    width: { type: 'number', required: true, description: 'Video width in pixels (reserves its space)' },
    height: { type: 'number', required: true, description: 'Video height in pixels' },
    captions: { type: 'string', required: true, description: 'WebVTT captions file in public/ describing what the video shows' },
    captionsLabel: { type: 'string', required: true, description: 'Name of the captions track in the player menu' },
    playLabel: {
      type: 'string',
      required: true,
      description: 'Spoken name of the play button shown over the video until it starts (without JavaScript it opens the video file)',
    },
    fallback: { type: 'string', required: true, description: 'Text for browsers without video' },
    caption: { type: 'string', required: true, description: 'Line under the player' },
  },
}));

const HeroCta = defineNestedType(() => ({
  name: 'HeroCta',
  fields: {
    label: { type: 'string', required: true, description: 'Button text on tablets and computers' },
    shortLabel: { type: 'string', required: true, description: 'Button text on phones' },
    href: { type: 'string', required: true, description: 'Where it leads' },
  },
}));

const Hero = defineNestedType(() => ({
  name: 'Hero',
  fields: {
    eyebrow: { type: 'string', required: true, description: 'Small line above the headline' },
    headline: { type: 'string', required: true, description: 'Main title of the page' },
    intro: { type: 'string', required: true, description: 'Paragraph under the headline' },
    cta: { type: 'nested', of: HeroCta, required: true },
    highlights: { type: 'list', of: IconCard, required: true, description: 'The three promises under the button' },
    video: { type: 'nested', of: Video, required: true },
  },
}));

const Step = defineNestedType(() => ({
  name: 'Step',
  fields: {
    number: { type: 'string', required: true, description: 'Step number as shown, e.g. 01' },
    title: { type: 'string', required: true },
    text: { type: 'string', required: true },
    image: { type: 'string', required: true, description: 'Illustration in public/' },
    imageAlt: { type: 'string', required: true, description: 'What the illustration shows' },
  },
}));

const Process = defineNestedType(() => ({
  name: 'Process',
  fields: {
    anchor: { type: 'string', required: true, description: 'Section id used in links (#services)' },
    eyebrow: { type: 'string', required: true },
    title: { type: 'string', required: true },
    steps: { type: 'list', of: Step, required: true },
  },
}));

const PortfolioItem = defineNestedType(() => ({
  name: 'PortfolioItem',
  fields: {
    id: { type: 'string', required: true, description: 'Unique short name' },
    title: { type: 'string', required: true },
    category: { type: 'string', required: true },
    image: { type: 'string', required: true, description: 'Screenshot of the site' },
    devices: { type: 'list', of: { type: 'enum', options: ['desktop', 'mobile', 'tablet'] }, required: true },
    rating: { type: 'number', required: true, description: 'Stars out of 5' },
    url: { type: 'string', required: true, description: 'Sample site address, /sites/...' },
  },
}));

const PortfolioOverlay = defineNestedType(() => ({
  name: 'PortfolioOverlay',
  fields: {
    title: { type: 'string', required: true },
    text: { type: 'string', required: true },
    cta: { type: 'nested', of: Cta, required: true },
    proof: { type: 'string', required: true, description: 'Line under the button' },
  },
}));

const Portfolio = defineNestedType(() => ({
  name: 'Portfolio',
  fields: {
    anchor: { type: 'string', required: true },
    eyebrow: { type: 'string', required: true },
    title: { type: 'string', required: true },
    subtitle: { type: 'string', required: true },
    loop: { type: 'boolean', required: true, description: 'Start again after the last site' },
    autoplayDelay: { type: 'number', required: true, description: 'Milliseconds between two slides' },
    ratingLabel: { type: 'string', required: true, description: 'Spoken rating; {rating} is the number' },
    items: { type: 'list', of: PortfolioItem, required: true },
    overlay: { type: 'nested', of: PortfolioOverlay, required: true },
  },
}));

const Included = defineNestedType(() => ({
  name: 'Included',
  fields: {
    anchor: { type: 'string', required: true },
    eyebrow: { type: 'string', required: true },
    title: { type: 'string', required: true },
    subtitle: { type: 'string', required: true },
    features: { type: 'list', of: IconCard, required: true },
  },
}));

const ClosingCta = defineNestedType(() => ({
  name: 'ClosingCta',
  fields: {
    title: { type: 'string', required: true },
    text: { type: 'string', required: true },
    cta: { type: 'nested', of: Cta, required: true },
    points: { type: 'list', of: IconCard, required: true, description: 'Promises beside the button' },
  },
}));

export const LANDING_BLOCKS = [Hero, Process, Portfolio, Included, ClosingCta];

export const Landing = defineDocumentType(() => ({
  name: 'Landing',
  filePathPattern: 'pages/landing.yaml',
  contentType: 'data',
  isSingleton: true,
  fields: {
    seo: { type: 'nested', of: Seo, required: true },
    blocks: { type: 'list', of: LANDING_BLOCKS, required: true, description: 'Sections in page order; `type` names the kind' },
  },
}));
