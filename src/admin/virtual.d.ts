// The CMS configuration that tooling/cms/plugin.ts generates from schema/ at build and dev time.
declare module 'virtual:cms-config' {
  import type { CmsConfig } from 'decap-cms-core';

  const config: CmsConfig;
  export default config;
}

declare module 'decap-cms-locales' {
  import type { CmsLocalePhrases } from 'decap-cms-core';

  export const fr: CmsLocalePhrases;
}
