// What the site's Vite builds share: React Router's (vite.config.ts), the request form's island
// (vite.island.config.ts) and the content editor's (vite.admin.config.ts). One base, one set of aliases and one CSS
// pipeline: the island and the page name the CSS modules' classes alike (the island renders the classes whose styles
// the page carries), and the editor's previews render the site's templates.
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
