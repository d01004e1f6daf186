// The content editor at /admin/, built apart from the site: no site page loads its code or its styles.
// Runs after react-router build, so the site's page post-processing (tooling/build/pages.ts) never sees it; the dev
// server serves the same build from a cache (tooling/cms/devServer.ts).
import path from 'node:path';
import { defineConfig } from 'vite';
import { cmsPlugin } from './tooling/cms/plugin.ts';
import { siteViteConfig } from './tooling/build/vite-site.ts';
import { buildDirectory } from './src/deploy.ts';

export default defineConfig({
  // The site's base, aliases and CSS pipeline: the previews render the site's templates.
  ...siteViteConfig(),
  root: path.resolve(import.meta.dirname, 'src'),
  publicDir: false,
  plugins: [cmsPlugin()],
  build: {
    outDir: path.resolve(import.meta.dirname, buildDirectory(process.env), 'client'),
    emptyOutDir: false,
    assetsDir: 'admin/assets',
    // One stylesheet for every template and block: the preview frame registers it once by its address.
    cssCodeSplit: false,
    rolldownOptions: {
      input: path.resolve(import.meta.dirname, 'src/admin/index.html'),
      // Decap's dependencies mark their modules "use client", which means nothing in this bundle, and two of them
      // (gray-matter, @iarna/toml) call eval for formats the editor never reads.
      onLog: (level, log, handler) =>
        log.code === 'MODULE_LEVEL_DIRECTIVE' || (log.code === 'EVAL' && log.id?.includes('node_modules'))
          ? undefined
          : handler(level, log),
    },
    chunkSizeWarningLimit: 8000,
  },
});
