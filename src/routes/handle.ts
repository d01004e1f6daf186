import type { SampleContent } from '~/content';

/** What a route tells the layout: no agency header and footer, its own theme and language, or no scripts. */
export type PageHandle = {
  bare?: boolean;
  /** false: the page needs no React in the browser, its prerendered HTML ships without React Router's scripts (JSON-LD stays). */
  scripts?: false;
  /** With `scripts: false`, the page's own small scripts, inline at the end of its body (the build lists their hashes in the page's policy). */
  inlineScripts?: string[];
  look?: (data: unknown) => { lang: SampleContent['lang']; theme: SampleContent['theme'] } | undefined;
};
