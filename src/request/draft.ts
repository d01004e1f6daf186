import type { Limits } from './payload';
import { emptyValues, type RequestValues } from './values';

/** The localStorage key of the visitor's draft (src/islands/registry.ts hydrates the form at once when it is there). */
export const DRAFT_KEY = 'demande-brouillon';
const KEY = DRAFT_KEY;
/** How long a draft waits for the visitor: a week to come back to a request, then it is dropped. */
export const DRAFT_DAYS = 7;
const MAX_AGE_MS = DRAFT_DAYS * 24 * 60 * 60 * 1000;

export type Draft = { values: RequestValues; step: number };
/** What the form allows: each field's length and the number of useful links (content/pages/demande.yaml). */
export type DraftFit = { limits: Limits; maxLinks: number };

type TextField = Exclude<keyof RequestValues, 'liens' | 'accepteContact' | '_gotcha'>;
const TEXT_FIELDS = Object.entries(emptyValues())
  .filter(([name, value]) => typeof value === 'string' && name !== '_gotcha')
  .map(([name]) => name as TextField);

const isEmpty = ({ values, step }: Draft) =>
  step === 0 &&
  !values.accepteContact &&
  Object.entries(values).every(
    ([key, value]) => key === 'accepteContact' || (Array.isArray(value) ? value.every((v) => v === '') : value === ''),
  );

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A stored draft's values, checked like input, field by field: a value that is not what the form holds (a number, null,
 * a list of numbers) is dropped and its field starts empty, the others are kept. With `fit`, each text is cut to its
 * field's limit and the links to their number. The honeypot never comes back.
 */
export function draftValues(stored: unknown, fit?: DraftFit): RequestValues {
  const values = emptyValues();
  if (!isRecord(stored)) return values;
  for (const name of TEXT_FIELDS) {
    const value = stored[name];
    if (typeof value === 'string') values[name] = fit ? value.slice(0, fit.limits[name]) : value;
  }
  if (typeof stored.accepteContact === 'boolean') values.accepteContact = stored.accepteContact;
  if (Array.isArray(stored.liens)) {
    const links = stored.liens.filter((link): link is string => typeof link === 'string');
    const kept = fit ? links.slice(0, fit.maxLinks).map((link) => link.slice(0, fit.limits.lien)) : links;
    if (kept.length) values.liens = kept;
  }
  return values;
}

/**
 * The form as the visitor left it, kept in the browser (localStorage) so that a closed tab, a crash or a failed send
 * loses nothing: back in a new tab, the form is as they left it. Dropped after DRAFT_DAYS days and after a successful
 * send; an empty form keeps nothing. The privacy policy (content/legal/confidentialite.md) names it. What is read back
 * is checked like input (draftValues): a draft that someone or something else wrote cannot break the form.
 */
export const draftStore = {
  read(fit?: DraftFit, now = Date.now()): Draft | null {
    try {
      const raw = localStorage.getItem(KEY);
      if (!raw) return null;
      const parsed = JSON.parse(raw) as unknown;
      const savedAt = isRecord(parsed) ? parsed.savedAt : undefined;
      if (!isRecord(parsed) || typeof savedAt !== 'number' || now - savedAt > MAX_AGE_MS || savedAt > now) {
        draftStore.clear();
        return null;
      }
      return { values: draftValues(parsed.values, fit), step: parsed.step === 1 ? 1 : 0 };
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
