// What the editor knows of the rest of the site: the facts the content rules need (every page, every file of
// public/, the names other files hold) and the site-wide data the previews' header and footer show. The build writes
// it to /admin/editor-data.json; the dev server answers it fresh from content/ (tooling/cms/editorData.ts).
import type { ContentIndex } from '~/check/content';
import type { loader } from '~/root';

/** The root route's data, as the site's templates read it (header, footer, phone, trade links). */
export type PreviewRoot = ReturnType<typeof loader>;
export type EditorData = { index: ContentIndex; root: PreviewRoot };

export const EDITOR_DATA_FILE = 'editor-data.json';

let latest: EditorData | undefined;
let pending: Promise<EditorData> | undefined;

/** Fetches the data again (after a save, before a check): the dev server answers from the files as they are now. */
export function refreshEditorData(): Promise<EditorData> {
  pending ??= fetch(new URL(EDITOR_DATA_FILE, document.baseURI), { cache: 'no-store' })
    .then((response) => {
      if (!response.ok) throw new Error(`${EDITOR_DATA_FILE}: ${response.status}`);
      return response.json() as Promise<EditorData>;
    })
    .then((data) => {
      latest = data;
      return data;
    })
    .finally(() => {
      pending = undefined;
    });
  return pending;
}

/** The data as last fetched: loaded before the editor starts, so widgets and previews read it at once. */
export function editorData(): EditorData {
  if (!latest) throw new Error('editor data read before it was loaded');
  return latest;
}
