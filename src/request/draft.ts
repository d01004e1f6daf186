import { emptyValues, type RequestValues } from './values';

const KEY = 'demande-brouillon';

export type Draft = { values: RequestValues; step: number };

/** The form as the visitor left it before a reload, kept for this tab only. */
export const draftStore = {
  read(): Draft | null {
    try {
      const raw = sessionStorage.getItem(KEY);
      if (!raw) return null;
      const parsed = JSON.parse(raw) as Partial<Draft>;
      const values = { ...emptyValues(), ...parsed.values };
      if (!Array.isArray(values.liens) || values.liens.length === 0) values.liens = [''];
      return { values, step: parsed.step === 1 ? 1 : 0 };
    } catch {
      return null;
    }
  },
  write(draft: Draft) {
    try {
      sessionStorage.setItem(KEY, JSON.stringify({ ...draft, values: { ...draft.values, _gotcha: '' } }));
    } catch {
      // Storage refused: the form still works, it just will not survive a reload.
    }
  },
  clear() {
    try {
      sessionStorage.removeItem(KEY);
    } catch {
      // Nothing to clear.
    }
  },
};
