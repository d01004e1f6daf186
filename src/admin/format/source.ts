/** The key under which an entry's data keeps the text of its file, for the next save. Never written to a file. */
export const SOURCE = '__source__';

/** The editor's widget that keeps SOURCE up to date after each save (src/admin/SavedSource.tsx). */
export const SOURCE_WIDGET = 'saved-source';
