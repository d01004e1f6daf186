import type { SampleContent } from '~/content';

/** What a route tells the layout: no agency header and footer, its own theme and language, or the site's script. */
export type PageHandle = {
  bare?: boolean;
  /**
   * The page loads the site's script (src/islands/islands.ts): it has islands, or campaigns land on it and it notes
   * where the visit came from. Other pages ship no script (JSON-LD aside).
   */
  script?: true;
  look?: (data: unknown) => { lang: SampleContent['lang']; theme: SampleContent['theme'] } | undefined;
};
