import { reactRouter } from '@react-router/dev/vite';
import fs from 'node:fs';
import { defineConfig, searchForWorkspaceRoot } from 'vite';
import { cmsDevServer } from './tooling/cms/devServer.ts';
import { contentDev } from './tooling/dev/content-reload.ts';
import { formCollector } from './tooling/dev/form-collector.ts';
import { derivedImages } from './tooling/dev/images.ts';
import { publicHeaders } from './tooling/dev/publicHeaders.ts';
import { islandChunks, islandsPlugin } from './tooling/build/islands.ts';
import { siteViteConfig } from './tooling/build/vite-site.ts';

export default defineConfig({
  // Base, aliases and CSS, shared with the content editor's build (vite.admin.config.ts).
  ...siteViteConfig(),
  // publicHeaders first: its headers go with every file of public/, /_img/'s included.
  plugins: [publicHeaders(), cmsDevServer(), derivedImages(), reactRouter(), islandsPlugin(), formCollector(), contentDev()],
  // DEV_PORT: a second dev server (tests, bench) beside the usual one.
  server: {
    host: '127.0.0.1',
    port: Number(process.env.DEV_PORT ?? 5173),
    strictPort: true,
    // The generated content is rewritten on every save: the content plugin (tooling/dev/content-reload.ts) updates
    // the page once, where Vite's watcher would replay one update per file.
    watch: { ignored: ['**/.contentlayer/**'] },
    // The dev server serves the project's sources to its own pages only. Vite's default `cors` answers any page
    // served from localhost (another port included): such a page could read the sources, .data/ (the requests the
    // form collector saved) or .contentlayer/. No page of the dev server needs another origin to read it: the
    // editor's local backend is the one thing on another port, and it answers the editor, not the reverse.
    cors: false,
    fs: {
      // node_modules may be a link to a shared install (the dev-loop test's throwaway copy): serve from where it points.
      allow: [searchForWorkspaceRoot(process.cwd()), fs.realpathSync('node_modules')],
      // Vite's own list, and .data/ (the form collector's saved requests), which no page reads, even its own.
      deny: ['.env', '.env.*', '*.{crt,pem}', '**/.git/**', '**/.data/**'],
    },
  },
  build: {
    // Kept by React Router when asked for here: the pages read the islands' script's file name from it when
    // prerendered (src/islands/script.server.ts); the build's last step removes it.
    manifest: true,
    rolldownOptions: {
      output: {
        // What the browser loads is the islands' script and, with each island, its chunk and what it needs: the
        // pages' own chunks (React Router's route modules) are built but never loaded.
        codeSplitting: {
          groups: [
            // What the islands' script needs, and what an island's chunk would otherwise take with its own modules.
            {
              name: 'islands',
              test: /^\0vite\/preload-helper|[\\/]src[\\/]islands[\\/](registry|when|noteVisitOrigin|firstTap)\.ts$/,
              priority: 30,
            },
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 20 },
            // Every island's provider is Mantine's: its core in one file; the carousels' engine in another.
            { name: 'mantine', test: /node_modules[\\/]@mantine[\\/](core|hooks)[\\/].*\.m?js$/, priority: 15 },
            { name: 'carousel', test: /node_modules[\\/](@mantine[\\/]carousel|embla-carousel).*\.m?js$/, priority: 15 },
            // The site's small shared pieces (icons, pictures, the theme): one file, instead of each island taking
            // some and another island loading that island's chunk for them.
            {
              name: 'ui',
              test: /[\\/]src[\\/](ui[\\/](Icon|Picture|Stars|Grid|asset|tel|field)|content[\\/]tokens|theme)\b/,
              priority: 10,
            },
            islandChunks,
          ],
        },
      },
    },
  },
});
