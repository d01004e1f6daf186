declare module 'decap-cms-locales/dist/esm/fr/index.js' {
  import type { CmsLocalePhrases } from 'decap-cms-core';

  const fr: CmsLocalePhrases;
  export default fr;
}
