// What the site's two Vite builds share: React Router's (vite.config.ts, the islands among its entries) and the
// content editor's (vite.admin.config.ts). One base, one set of aliases and one CSS pipeline: the editor's previews
// render the site's templates with the site's styles.
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
