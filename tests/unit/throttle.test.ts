// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { canSend, recordSend, sendLog } from '~/request/throttle';

const rule = { max: 3, windowMs: 300_000 };

describe('throttle', () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => vi.useRealTimers());

  test('allows three sends, refuses the fourth inside 300 000 ms, allows it once the first is 300 000 ms old', () => {
    let sends: number[] = [];
    for (let i = 0; i < 3; i++) {
      expect(canSend(sends, Date.now(), rule)).toBe(true);
      sends = recordSend(sends, Date.now(), rule);
    }
    const first = sends[0] ?? 0;
    vi.setSystemTime(first + 299_999);
    expect(canSend(sends, Date.now(), rule)).toBe(false);
    vi.setSystemTime(first + 300_000);
    expect(canSend(sends, Date.now(), rule)).toBe(true);
  });

  test('forgets sends older than the window when recording', () => {
    const sends = recordSend([0, 1, 2], 400_000, rule);
    expect(sends).toEqual([400_000]);
  });

  test('keeps the send log across reloads in local storage', () => {
    sendLog.write([1, 2]);
    expect(sendLog.read()).toEqual([1, 2]);
    localStorage.setItem('demande-envois', 'not json');
    expect(sendLog.read()).toEqual([]);
  });

  test('forgets the send times older than the window, and leaves no entry once none is left', () => {
    sendLog.write([1_000, 200_000, 290_000]);
    sendLog.prune(400_000, rule);
    expect(sendLog.read()).toEqual([200_000, 290_000]);
    sendLog.prune(600_000, rule);
    expect(localStorage.getItem('demande-envois')).toBeNull();
  });
});
