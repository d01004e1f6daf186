import type { SampleContent } from '~/content';

/** What a route tells the layout: no agency header and footer, or its own theme and language. */
export type PageHandle = {
  bare?: boolean;
  look?: (data: unknown) => { lang: SampleContent['lang']; theme: SampleContent['theme'] } | undefined;
};
