// The request form as an island: a bundle of its own, built before React Router's build (npm run build), that
// hydrates the form and nothing else of the request page. It carries React, React DOM and Mantine, not the router:
// the page ships no React Router script (src/routes/request.tsx), and loads this file after its first paint.
import path from 'node:path';
import { defineConfig } from 'vite';
import { ISLAND_ENTRY, islandDir } from './src/request/island.server.ts';
import { buildDirectory } from './src/deploy.ts';
import { siteViteConfig } from './tooling/build/vite-site.ts';

export default defineConfig({
  ...siteViteConfig(),
  publicDir: false,
  build: {
    outDir: path.resolve(import.meta.dirname, islandDir(buildDirectory(process.env))),
    emptyOutDir: true,
    // Read by the request route's loader (the page's script) and by the build's last step (the files it copies).
    manifest: true,
    rolldownOptions: {
      input: { 'request-island': path.resolve(import.meta.dirname, ISLAND_ENTRY) },
      // Mantine marks its modules "use client", which means nothing in this bundle.
      onLog: (level, log, handler) => (log.code === 'MODULE_LEVEL_DIRECTIVE' ? undefined : handler(level, log)),
    },
  },
});
