// The content editor at /admin/: Decap CMS in French, configured from schema/, previews drawn by the site's templates.
import CMS from 'decap-cms-app';
import { fr } from 'decap-cms-locales';
import config from 'virtual:cms-config';
import { legalPath, samplePath, tradePath } from '~/paths';
import { registerPreviews } from './previews';

CMS.registerLocale('fr', fr);
registerPreviews(CMS);
CMS.init({ config: withPreviewPaths(config) });

/** Each entry links to its page on the site (or on the pull request's preview deploy). */
function withPreviewPaths(cms: typeof config): typeof config {
  const paths: Record<string, string> = {
    trades: tradePath('{{slug}}'),
    samples: samplePath('{{slug}}'),
    legal: legalPath('{{slug}}'),
  };
  return {
    ...cms,
    collections: cms.collections.map((c) => ({ ...c, ...(paths[c.name] && { preview_path: paths[c.name]?.slice(1) }) })),
  };
}
