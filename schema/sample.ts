import { defineDocumentType, defineNestedType } from 'contentlayer2/source-files';
import { Cta, Picture, Seo, icon } from './shared';

const anchor = { type: 'string', required: false, description: 'Section id for menu links, e.g. pricing' } as const;
const eyebrow = { type: 'string', required: false, description: 'Small line above the title' } as const;

const Theme = defineNestedType(() => ({
  name: 'SampleTheme',
  fields: {
    primaryColor: {
      type: 'enum',
      required: true,
      options: ['blue', 'cyan', 'teal', 'green', 'lime', 'yellow', 'orange', 'red', 'pink', 'grape', 'violet', 'indigo', 'gray', 'dark'],
      description: 'Main colour of buttons and accents',
    },
    font: { type: 'enum', required: true, options: ['sans', 'serif', 'rounded', 'mono'], description: 'Body font family' },
    headingsFont: { type: 'enum', required: true, options: ['sans', 'serif', 'rounded', 'mono'], description: 'Titles font family' },
    radius: { type: 'enum', required: true, options: ['xs', 'sm', 'md', 'lg', 'xl'], description: 'Roundness of cards and buttons' },
    surface: { type: 'enum', required: true, options: ['white', 'cream', 'mist', 'night'], description: 'Page background tone' },
  },
}));

const SiteHeader = defineNestedType(() => ({
  name: 'SiteHeader',
  fields: {
    brand: { type: 'string', required: true },
    tagline: { type: 'string', required: false },
    links: { type: 'list', of: Cta, required: false, description: 'Menu links, usually #anchors' },
    back: { type: 'nested', of: Cta, required: false, description: 'Back link, e.g. to the trade page' },
    action: { type: 'string', required: false, description: 'Button text on the right (does nothing)' },
  },
}));

const Action = defineNestedType(() => ({
  name: 'SampleAction',
  fields: {
    label: { type: 'string', required: true },
    variant: { type: 'enum', options: ['filled', 'outline', 'light'], required: true },
  },
}));

const SiteHero = defineNestedType(() => ({
  name: 'SiteHero',
  fields: {
    anchor,
    badge: { type: 'string', required: false },
    title: { type: 'string', required: true },
    subtitle: { type: 'string', required: true },
    image: { type: 'nested', of: Picture, required: false },
    actions: { type: 'list', of: Action, required: false, description: 'Buttons (they do nothing)' },
  },
}));

const Stat = defineNestedType(() => ({
  name: 'Stat',
  fields: {
    value: { type: 'string', required: true, description: 'Figure as shown, e.g. 15000+' },
    label: { type: 'string', required: true },
  },
}));

const Stats = defineNestedType(() => ({
  name: 'Stats',
  fields: { anchor, title: { type: 'string', required: false }, items: { type: 'list', of: Stat, required: true } },
}));

const Card = defineNestedType(() => ({
  name: 'Card',
  fields: {
    icon: { ...icon, required: false },
    image: { type: 'nested', of: Picture, required: false },
    badge: { type: 'string', required: false, description: 'Small label, e.g. a level or a property type' },
    title: { type: 'string', required: true },
    description: { type: 'string', required: false },
    price: { type: 'string', required: false, description: 'Price as shown, e.g. À partir de 80 €' },
    details: { type: 'list', of: { type: 'string' }, required: false, description: 'Short facts or a list of items' },
    available: { type: 'boolean', required: false, description: 'Shows the available / unavailable label' },
    action: { type: 'string', required: false, description: 'Button text (does nothing)' },
  },
}));

const Availability = defineNestedType(() => ({
  name: 'Availability',
  fields: { yes: { type: 'string', required: true }, no: { type: 'string', required: true } },
}));

const Cards = defineNestedType(() => ({
  name: 'Cards',
  fields: {
    anchor,
    eyebrow,
    title: { type: 'string', required: true },
    subtitle: { type: 'string', required: false },
    columns: { type: 'number', required: true, description: '2, 3 or 4 cards per row on wide screens' },
    variant: { type: 'enum', options: ['plain', 'outlined', 'filled'], required: true },
    availability: { type: 'nested', of: Availability, required: false, description: 'Labels when cards say available or not' },
    items: { type: 'list', of: Card, required: true },
  },
}));

const Dish = defineNestedType(() => ({
  name: 'Dish',
  fields: {
    name: { type: 'string', required: true },
    description: { type: 'string', required: true },
    price: { type: 'string', required: true, description: 'Price with the euro sign, e.g. 24 €' },
  },
}));

const MenuGroup = defineNestedType(() => ({
  name: 'MenuGroup',
  fields: { category: { type: 'string', required: true }, items: { type: 'list', of: Dish, required: true } },
}));

const Menu = defineNestedType(() => ({
  name: 'Menu',
  fields: { anchor, eyebrow, title: { type: 'string', required: true }, groups: { type: 'list', of: MenuGroup, required: true } },
}));

const Member = defineNestedType(() => ({
  name: 'Member',
  fields: {
    name: { type: 'string', required: true },
    role: { type: 'string', required: true },
    speciality: { type: 'string', required: false },
    experience: { type: 'string', required: false },
    image: { type: 'nested', of: Picture, required: true },
  },
}));

const Team = defineNestedType(() => ({
  name: 'Team',
  fields: { anchor, eyebrow, title: { type: 'string', required: true }, members: { type: 'list', of: Member, required: true } },
}));

const Testimonial = defineNestedType(() => ({
  name: 'Testimonial',
  fields: {
    name: { type: 'string', required: true },
    detail: { type: 'string', required: false, description: 'e.g. the client’s town or case' },
    text: { type: 'string', required: true },
    rating: { type: 'number', required: true, description: 'Stars from 1 to 5' },
  },
}));

const Testimonials = defineNestedType(() => ({
  name: 'Testimonials',
  fields: {
    anchor,
    eyebrow,
    title: { type: 'string', required: true },
    ratingLabel: { type: 'string', required: true, description: 'Spoken rating; {rating} is the number' },
    items: { type: 'list', of: Testimonial, required: true },
  },
}));

const HoursRow = defineNestedType(() => ({
  name: 'HoursRow',
  fields: { days: { type: 'string', required: true }, hours: { type: 'string', required: true } },
}));

const Hours = defineNestedType(() => ({
  name: 'Hours',
  fields: {
    anchor,
    title: { type: 'string', required: true },
    rows: { type: 'list', of: HoursRow, required: true },
    note: { type: 'string', required: false },
  },
}));

const ContactLine = defineNestedType(() => ({
  name: 'ContactLine',
  fields: { icon: { ...icon, required: true }, label: { type: 'string', required: true }, value: { type: 'string', required: true } },
}));

const Contact = defineNestedType(() => ({
  name: 'Contact',
  fields: {
    anchor,
    eyebrow,
    title: { type: 'string', required: true },
    text: { type: 'string', required: false },
    lines: { type: 'list', of: ContactLine, required: true },
    actions: { type: 'list', of: Action, required: false, description: 'Buttons (they do nothing)' },
  },
}));

const Option = defineNestedType(() => ({
  name: 'FormOption',
  fields: { value: { type: 'string', required: true }, label: { type: 'string', required: true } },
}));

const FormField = defineNestedType(() => ({
  name: 'FormField',
  fields: {
    name: { type: 'string', required: true, description: 'Technical name, e.g. nom' },
    label: { type: 'string', required: true },
    kind: { type: 'enum', options: ['text', 'email', 'tel', 'select', 'textarea'], required: true },
    options: { type: 'list', of: Option, required: false, description: 'Choices of a select' },
    wide: { type: 'boolean', required: false, description: 'Takes the whole row' },
  },
}));

const SampleForm = defineNestedType(() => ({
  name: 'SampleForm',
  fields: {
    anchor,
    eyebrow,
    title: { type: 'string', required: true },
    text: { type: 'string', required: false },
    fields: { type: 'list', of: FormField, required: true },
    submit: { type: 'string', required: true, description: 'Button text (sends nothing)' },
  },
}));

const Gallery = defineNestedType(() => ({
  name: 'Gallery',
  fields: { anchor, eyebrow, title: { type: 'string', required: true }, images: { type: 'list', of: Picture, required: true } },
}));

const Tier = defineNestedType(() => ({
  name: 'Tier',
  fields: {
    name: { type: 'string', required: true },
    price: { type: 'string', required: true, description: 'Price as shown, e.g. $49' },
    period: { type: 'string', required: false, description: 'e.g. /month' },
    description: { type: 'string', required: false },
    features: { type: 'list', of: { type: 'string' }, required: true },
    highlight: { type: 'string', required: false, description: 'Ribbon on the highlighted tier, e.g. Most popular' },
    action: { type: 'string', required: true },
  },
}));

const PricingTiers = defineNestedType(() => ({
  name: 'PricingTiers',
  fields: {
    anchor,
    eyebrow,
    title: { type: 'string', required: true },
    subtitle: { type: 'string', required: false },
    tiers: { type: 'list', of: Tier, required: true },
  },
}));

const TextBlock = defineNestedType(() => ({
  name: 'TextBlock',
  fields: {
    anchor,
    eyebrow,
    title: { type: 'string', required: true },
    paragraphs: { type: 'list', of: { type: 'string' }, required: true },
    bullets: { type: 'list', of: { type: 'string' }, required: false },
    image: { type: 'nested', of: Picture, required: false },
  },
}));

const SiteFooter = defineNestedType(() => ({
  name: 'SiteFooter',
  fields: {
    text: { type: 'string', required: true },
    home: { type: 'nested', of: Cta, required: true, description: 'Link back to the agency home page' },
  },
}));

export const SAMPLE_BLOCKS = [
  SiteHeader,
  SiteHero,
  Stats,
  Cards,
  Menu,
  Team,
  Testimonials,
  Hours,
  Contact,
  SampleForm,
  Gallery,
  PricingTiers,
  TextBlock,
  SiteFooter,
];

export const Sample = defineDocumentType(() => ({
  name: 'Sample',
  filePathPattern: 'samples/*.yaml',
  contentType: 'data',
  fields: {
    seo: { type: 'nested', of: Seo, required: true },
    lang: { type: 'enum', options: ['fr', 'en'], required: true, description: 'Language of the sample site' },
    theme: { type: 'nested', of: Theme, required: true },
    blocks: { type: 'list', of: SAMPLE_BLOCKS, required: true, description: 'Sections in page order; `type` names the kind' },
  },
  computedFields: {
    slug: { type: 'string', resolve: (doc) => doc._raw.sourceFileName.replace(/\.yaml$/, '') },
  },
}));
