export type ThrottleRule = { max: number; windowMs: number };

/** The send times still inside the window that ends now. */
export const recent = (sends: number[], now: number, { windowMs }: ThrottleRule) => sends.filter((t) => now - t < windowMs);

export const canSend = (sends: number[], now: number, rule: ThrottleRule) => recent(sends, now, rule).length < rule.max;

/** Records a send; the caller does it before the request goes out, so a failed send still counts. */
export const recordSend = (sends: number[], now: number, rule: ThrottleRule) => [...recent(sends, now, rule), now];

const KEY = 'demande-envois';

/** The send times kept in the browser, so a reload does not reset the limit. */
export const sendLog = {
  read(): number[] {
    try {
      const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter((t): t is number => typeof t === 'number') : [];
    } catch {
      return [];
    }
  },
  write(sends: number[]) {
    try {
      localStorage.setItem(KEY, JSON.stringify(sends));
    } catch {
      // Private browsing may refuse storage; the limit then lasts for this page only.
    }
  },
};
