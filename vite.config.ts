import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { cmsDevServer } from './scripts/cms/plugin.ts';
import { contentReload } from './scripts/content-reload.ts';
import { formCollector } from './scripts/form-collector.ts';
import { compileHints, stableMantineIds } from './scripts/hydration-cost.ts';
import { basePath } from './src/deploy.ts';

export default defineConfig({
  base: basePath(process.env.BASE_PATH),
  plugins: [cmsDevServer(), reactRouter(), formCollector(), contentReload(), compileHints(), stableMantineIds()],
  resolve: {
    alias: {
      'contentlayer/generated': path.resolve(import.meta.dirname, '.contentlayer/generated'),
      '~': path.resolve(import.meta.dirname, 'src'),
    },
  },
  server: { host: '127.0.0.1', port: 5173 },
  build: {
    rolldownOptions: {
      output: {
        advancedChunks: {
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
