// « Médias », in the editor's header, lists every picture and file the site's pages take from public/: the portfolio,
// the steps' pictures, the share images and the media folder, where the header's uploads go. Decap lists one folder
// there, its global `media_folder`: it asks the backend for `getMedia()` with no folder, and for a field's own folder
// with it (an entry's pictures). Each backend the editor uses (GitHub online, the local one in `npm run dev`) is given,
// as Decap creates it, a `getMedia()` that lists every media folder when no folder is named. It fails loudly when a
// backend is not registered under its name or has no `getMedia`.
// Contract: docs/framework-contracts.md#decap-all-media
import type { CMS } from 'decap-cms-core';
import { MEDIA_FOLDERS } from '../../schema/fields.ts';

type Backend = { getMedia?: (folder?: string, ...rest: unknown[]) => Promise<unknown[]> };
type Registered = { init: (...args: unknown[]) => Backend };

/** The backends the configuration uses: GitHub's, and decap-server's (Decap's `local_backend` names it `proxy`). */
const BACKENDS = ['github', 'proxy'];

export const SITE_MEDIA_FOLDERS = MEDIA_FOLDERS.map((folder) => `public/${folder}`);

/** A backend whose `getMedia()` with no folder lists every media folder of the site, one after the other. */
export function withEveryMediaFolder<B extends Backend>(backend: B): B {
  const one = backend.getMedia?.bind(backend);
  if (!one) throw new Error('/admin/: the editor’s backend has no getMedia (docs/framework-contracts.md#decap-all-media)');
  backend.getMedia = async (folder?: string, ...rest: unknown[]) => {
    if (folder !== undefined) return one(folder, ...rest);
    const lists = await Promise.all(SITE_MEDIA_FOLDERS.map((each) => one(each, ...rest)));
    return lists.flat();
  };
  return backend;
}

export function listEveryMediaFolder(cms: CMS) {
  for (const name of BACKENDS) {
    const registered = cms.getBackend(name) as Registered | undefined;
    if (!registered?.init) throw new Error(`/admin/: Decap has no « ${name} » backend (docs/framework-contracts.md#decap-all-media)`);
    const init = registered.init;
    registered.init = (...args) => withEveryMediaFolder(init(...args));
  }
}
