export type ThrottleRule = { max: number; windowMs: number };

/** The send times still inside the window that ends now. */
export const recent = (sends: number[], now: number, { windowMs }: ThrottleRule) => sends.filter((t) => now - t < windowMs);

export const canSend = (sends: number[], now: number, rule: ThrottleRule) => recent(sends, now, rule).length < rule.max;

/**
 * Records a send. The caller does it before the request goes out (the spec's order), and a failed send still counts:
 * an error or a timeout does not prove the form service did not receive the request, and a visitor retrying on a bad
 * connection must not be able to send it more than three times in five minutes. A request refused before any POST
 * (consent, a rule of step 1, a send already running) is not recorded.
 */
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
  /** Forgets the sends older than the window: the log never keeps more than it needs. */
  prune(now: number, rule: ThrottleRule) {
    sendLog.write(recent(sendLog.read(), now, rule));
  },
  /** Keeps the given times; an empty log removes the entry, so nothing stays behind once the window has passed. */
  write(sends: number[]) {
    try {
      if (sends.length === 0) localStorage.removeItem(KEY);
      else localStorage.setItem(KEY, JSON.stringify(sends));
    } catch {
      // Private browsing may refuse storage; the limit then lasts for this page only.
    }
  },
};
