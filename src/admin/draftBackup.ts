// Work is never lost: an entry's fields as they are being typed are kept in the browser (localStorage), and offered
// back when the entry is opened again before it was saved. Decap has a backup of its own, but applies it before the
// entry has finished loading, which then overwrites it (decap-cms issue #5470): its question is answered « no »
// here (src/admin/main.tsx), and this backup stands in for it.
import { fieldsOf, type EntryMap } from './entry';

type Kept = { at: number; fields: Record<string, unknown> };
/** A top-level field of the open entry, able to take a value back. */
type Restorable = { name: string; restore: (value: unknown) => void };

const PREFIX = 'brouillon-editeur:';
/** A draft older than this is not offered any more. */
const KEEP_MS = 30 * 24 * 3600 * 1000;
/** A draft's key: its collection and its entry's slug, « nouveau » for an entry not saved yet. */
const keyOf = (collection: unknown, slug: unknown) => `${PREFIX}${String(collection ?? '')}/${String(slug ?? 'nouveau')}`;
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
  localStorage.removeItem(entryKey(entry));
  // A new entry's draft was kept under « nouveau » until it got its name.
  localStorage.removeItem(keyOf(entry?.get('collection'), undefined));
}

function keptDraft(entry: EntryMap | undefined): Kept | undefined {
  try {
    const kept = JSON.parse(localStorage.getItem(entryKey(entry)) ?? 'null') as Kept | null;
    return kept && Date.now() - kept.at < KEEP_MS ? kept : undefined;
  } catch {
    return undefined;
  }
}

const opened = new Set<Restorable>();
let pending: ReturnType<typeof setTimeout> | undefined;

/**
 * A top-level field's widget has appeared: once all of the entry's have, a draft kept for it that differs from the
 * entry as loaded is offered back, and each field takes its value.
 */
export function fieldOpened(field: Restorable, entry: EntryMap | undefined, question: string) {
  opened.add(field);
  clearTimeout(pending);
  pending = setTimeout(() => {
    const fields = [...opened];
    opened.clear();
    const kept = keptDraft(entry);
    if (!kept || JSON.stringify(kept.fields) === JSON.stringify(fieldsOf(entry))) return;
    if (!window.confirm(question)) {
      forgetDraft(entry);
      return;
    }
    for (const { name, restore } of fields) if (name in kept.fields) restore(kept.fields[name]);
  }, 300);
}

export const fieldClosed = (field: Restorable) => opened.delete(field);
