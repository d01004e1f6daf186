import { defineNestedType } from 'contentlayer2/source-files';
import { ICON_NAMES } from './icons';

export const icon = { type: 'enum', options: [...ICON_NAMES] } as const;

/** A link shown as a button: its text and where it goes. */
export const Cta = defineNestedType(() => ({
  name: 'Cta',
  fields: {
    label: { type: 'string', required: true, description: 'Button text' },
    href: { type: 'string', required: true, description: 'Where it leads, e.g. /demande' },
  },
}));

/** An icon, a short title and one or two sentences. */
export const IconCard = defineNestedType(() => ({
  name: 'IconCard',
  fields: {
    icon: { ...icon, required: true, description: 'Icon name (see content/README.md for the list)' },
    title: { type: 'string', required: true, description: 'Card title' },
    text: { type: 'string', required: true, description: 'One or two sentences under the title' },
  },
}));

/** Search-engine and share texts of a page. */
export const Seo = defineNestedType(() => ({
  name: 'Seo',
  fields: {
    title: { type: 'string', required: true, description: 'Browser tab and search result title (about 60 characters)' },
    description: { type: 'string', required: true, description: 'Search result summary (about 155 characters)' },
    image: { type: 'string', required: false, description: 'Share image path in public/, 1200×630; the site default when empty' },
  },
}));

/** A picture with its description for people who cannot see it. */
export const Picture = defineNestedType(() => ({
  name: 'Picture',
  fields: {
    src: { type: 'string', required: true, description: 'Image path in public/ or full https:// address' },
    alt: { type: 'string', required: true, description: 'What the picture shows, for screen readers' },
  },
}));
