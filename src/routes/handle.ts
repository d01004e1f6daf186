import type { SampleContent } from '~/content';

/** What a route tells the layout: no agency header and footer, its own theme and language, or no scripts. */
export type PageHandle = {
  bare?: boolean;
  /** false: nothing on the page needs JavaScript, its prerendered HTML ships without scripts (JSON-LD stays). */
  scripts?: false;
  look?: (data: unknown) => { lang: SampleContent['lang']; theme: SampleContent['theme'] } | undefined;
};
