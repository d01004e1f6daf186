import { reactRouter } from '@react-router/dev/vite';
import fs from 'node:fs';
import { defineConfig, searchForWorkspaceRoot } from 'vite';
import { cmsDevServer } from './tooling/cms/devServer.ts';
import { contentDev } from './tooling/dev/content-reload.ts';
import { formCollector } from './tooling/dev/form-collector.ts';
import { derivedImages } from './tooling/dev/images.ts';
import { siteViteConfig } from './tooling/build/vite-site.ts';

export default defineConfig({
  // Base, aliases and CSS, shared with the request form's island (vite.island.config.ts).
  ...siteViteConfig(),
  plugins: [cmsDevServer(), derivedImages(), reactRouter(), formCollector(), contentDev()],
  // DEV_PORT: a second dev server (tests, bench) beside the usual one.
  server: {
    host: '127.0.0.1',
    port: Number(process.env.DEV_PORT ?? 5173),
    strictPort: true,
    // The generated content is rewritten on every save: the content plugin (tooling/dev/content-reload.ts) updates
    // the page once, where Vite's watcher would replay one update per file.
    watch: { ignored: ['**/.contentlayer/**'] },
    // node_modules may be a link to a shared install (the dev-loop test's throwaway copy): serve from where it points.
    fs: { allow: [searchForWorkspaceRoot(process.cwd()), fs.realpathSync('node_modules')] },
  },
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // React, React DOM and the router: one file every page needs, instead of three.
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|turbo-stream|cookie|set-cookie-parser)[\\/]/,
              priority: 20,
            },
            // The site's own small shared pieces: one request instead of a dozen.
            { name: 'shared', test: /[\\/]src[\\/](ui|seo|content[\\/]tokens|blocks[\\/]Blocks)/, minShareCount: 2, priority: 10 },
          ],
        },
      },
    },
  },
});
