// Work is never lost: an entry's fields as they are being typed are kept in the browser (localStorage), and offered
// back when the entry is opened again before it was saved, in the editor's own dialog (src/admin/draftQuestion.ts).
// A draft the marketer ignores is set aside, not deleted: it is offered again next time, until the entry is saved.
// Decap has a backup of its own, but applies it before the entry has finished loading, which then overwrites it
// (decap-cms issue #5470): its question is answered « no » here (src/admin/main.tsx), and this backup stands in for it.
import { askAboutDraft } from './draftQuestion';
import { DRAFT_PREFIX } from './draftPrefix';
import { fieldsOf, type EntryMap } from './entry';

type Kept = { at: number; fields: Record<string, unknown> };
/** A top-level field of the open entry, able to take a value back. */
type Restorable = { name: string; restore: (value: unknown) => void };

/** A draft ignored for now is kept under its entry's key with this end, out of the way of the drafts typed after. */
const ASIDE = ':de-cote';
/** A draft older than this is not offered any more. */
const KEEP_MS = 30 * 24 * 3600 * 1000;
/** A draft's key: its collection and its entry's slug, « nouveau » for an entry not saved yet. */
const keyOf = (collection: unknown, slug: unknown) => `${DRAFT_PREFIX}${String(collection ?? '')}/${String(slug ?? 'nouveau')}`;
const entryKey = (entry: EntryMap | undefined) => keyOf(entry?.get('collection'), entry?.get('slug'));

let timer: ReturnType<typeof setTimeout> | undefined;
/** Keeps the entry's fields a moment after the last change. */
export function keepDraft(entry: EntryMap | undefined) {
  clearTimeout(timer);
  timer = setTimeout(() => {
    const kept: Kept = { at: Date.now(), fields: fieldsOf(entry) };
    try {
      localStorage.setItem(entryKey(entry), JSON.stringify(kept));
    } catch {
      // A full or forbidden storage only loses the safety net, never the editing.
    }
  }, 1000);
}

/** A saved entry needs no draft any more. */
export function forgetDraft(entry: EntryMap | undefined) {
  clearTimeout(timer);
  // A new entry's draft was kept under « nouveau » until it got its name.
  for (const key of [entryKey(entry), keyOf(entry?.get('collection'), undefined)]) {
    localStorage.removeItem(key);
    localStorage.removeItem(`${key}${ASIDE}`);
  }
}

function read(key: string): Kept | undefined {
  try {
    const kept = JSON.parse(localStorage.getItem(key) ?? 'null') as Kept | null;
    return kept && Date.now() - kept.at < KEEP_MS ? kept : undefined;
  } catch {
    return undefined;
  }
}

/** The draft to offer for the entry, and its key: the last one typed, else the one set aside; one that differs from the entry. */
function keptDraft(entry: EntryMap | undefined): { kept: Kept; key: string } | undefined {
  const loaded = JSON.stringify(fieldsOf(entry));
  for (const key of [entryKey(entry), `${entryKey(entry)}${ASIDE}`]) {
    const kept = read(key);
    if (kept && JSON.stringify(kept.fields) !== loaded) return { kept, key };
  }
  return undefined;
}

/** An ignored draft is set aside until the next save: what is typed now is kept apart and does not overwrite it. */
function setAside({ kept, key }: { kept: Kept; key: string }) {
  if (key.endsWith(ASIDE)) return;
  try {
    localStorage.setItem(`${key}${ASIDE}`, JSON.stringify(kept));
    localStorage.removeItem(key);
  } catch {
    // A full storage keeps the draft where it was.
  }
}

const opened = new Set<Restorable>();
let pending: ReturnType<typeof setTimeout> | undefined;

/**
 * A top-level field's widget has appeared: once all of the entry's have, a draft kept for it that differs from the
 * entry as loaded is offered back; taken back, each field takes its value.
 */
export function fieldOpened(field: Restorable, entry: EntryMap | undefined) {
  opened.add(field);
  clearTimeout(pending);
  pending = setTimeout(() => {
    const fields = [...opened];
    opened.clear();
    const draft = keptDraft(entry);
    if (!draft) return;
    void askAboutDraft(draft.kept.at).then((answer) => {
      if (answer === 'ignore') return setAside(draft);
      for (const { name, restore } of fields) if (name in draft.kept.fields) restore(draft.kept.fields[name]);
    });
  }, 300);
}

export const fieldClosed = (field: Restorable) => opened.delete(field);
