import { defineDocumentType } from 'contentlayer2/source-files';
import { Cta, Seo } from './shared';

export const TradeIndexPage = defineDocumentType(() => ({
  name: 'TradeIndexPage',
  filePathPattern: 'pages/trade-index.yaml',
  contentType: 'data',
  isSingleton: true,
  fields: {
    seo: { type: 'nested', of: Seo, required: true },
    heading: { type: 'string', required: true, description: 'Main title of the page that lists every trade' },
    intro: { type: 'string', required: true, description: 'Paragraph under the title' },
    footerLink: { type: 'string', required: true, description: 'Footer link to this page, shown under the trade links' },
    cta: { type: 'nested', of: Cta, required: true, description: 'Call to action under the list' },
  },
}));
