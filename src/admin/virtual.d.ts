declare module 'decap-cms-locales' {
  import type { CmsLocalePhrases } from 'decap-cms-core';

  export const fr: CmsLocalePhrases;
}
