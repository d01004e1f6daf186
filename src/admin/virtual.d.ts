// The CMS configuration that scripts/cms/plugin.ts generates from schema/ at build and dev time.
declare module 'virtual:cms-config' {
  const config: {
    [key: string]: unknown;
    collections: { name: string; [key: string]: unknown }[];
  };
  export default config;
}
