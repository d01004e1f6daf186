declare module 'decap-cms-locales/dist/esm/fr/index.js' {
  import type { CmsLocalePhrases } from 'decap-cms-core';

  const fr: CmsLocalePhrases;
  export default fr;
}

declare module 'decap-cms-locales/dist/esm/en/index.js' {
  import type { CmsLocalePhrases } from 'decap-cms-core';

  const en: CmsLocalePhrases;
  export default en;
}
