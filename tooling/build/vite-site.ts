// What the site's two Vite builds share: React Router's (vite.config.ts) and the request form's island
// (vite.island.config.ts). One base, one set of aliases and one CSS pipeline, so that both name the CSS modules'
// classes alike: the island renders the classes whose styles the page carries.
import path from 'node:path';
import type { UserConfig } from 'vite';
import { basePath } from '../../src/deploy.ts';
import { postcssPlugins } from './postcss.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

export const siteViteConfig = (): UserConfig => ({
  base: basePath(process.env.BASE_PATH),
  resolve: {
    alias: {
      // The import path contentlayer's documentation gives for its generated content (tsconfig.json has the same).
      'contentlayer/generated': path.join(ROOT, '.contentlayer/generated'),
      '~': path.join(ROOT, 'src'),
    },
  },
  css: { postcss: { plugins: postcssPlugins() } },
});
