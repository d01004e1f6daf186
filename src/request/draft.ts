import { emptyValues, type RequestValues } from './values';

/** The localStorage key of the visitor's draft (src/islands/registry.ts hydrates the form at once when it is there). */
export const DRAFT_KEY = 'demande-brouillon';
const KEY = DRAFT_KEY;
/** How long a draft waits for the visitor: a week to come back to a request, then it is dropped. */
export const DRAFT_DAYS = 7;
const MAX_AGE_MS = DRAFT_DAYS * 24 * 60 * 60 * 1000;

export type Draft = { values: RequestValues; step: number };

const isEmpty = ({ values, step }: Draft) =>
  step === 0 &&
  !values.accepteContact &&
  Object.entries(values).every(
    ([key, value]) => key === 'accepteContact' || (Array.isArray(value) ? value.every((v) => v === '') : value === ''),
  );

/**
 * The form as the visitor left it, kept in the browser (localStorage) so that a closed tab, a crash or a failed send
 * loses nothing: back in a new tab, the form is as they left it. Dropped after DRAFT_DAYS days and after a successful
 * send; an empty form keeps nothing. The privacy policy (content/legal/confidentialite.md) names it.
 */
export const draftStore = {
  read(now = Date.now()): Draft | null {
    try {
      const raw = localStorage.getItem(KEY);
      if (!raw) return null;
      const parsed = JSON.parse(raw) as Partial<Draft> & { savedAt?: unknown };
      if (typeof parsed.savedAt !== 'number' || now - parsed.savedAt > MAX_AGE_MS || parsed.savedAt > now) {
        draftStore.clear();
        return null;
      }
      const values = { ...emptyValues(), ...parsed.values, _gotcha: '' };
      if (!Array.isArray(values.liens) || values.liens.length === 0) values.liens = [''];
      return { values, step: parsed.step === 1 ? 1 : 0 };
    } catch {
      return null;
    }
  },
  write(draft: Draft, now = Date.now()) {
    try {
      if (isEmpty(draft)) return draftStore.clear();
      localStorage.setItem(KEY, JSON.stringify({ savedAt: now, step: draft.step, values: { ...draft.values, _gotcha: '' } }));
    } catch {
      // Storage refused: the form still works, it just will not survive the tab.
    }
  },
  clear() {
    try {
      localStorage.removeItem(KEY);
    } catch {
      // Nothing to clear.
    }
  },
};
