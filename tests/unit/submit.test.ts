import { afterEach, describe, expect, test, vi } from 'vitest';
import { sendRequest } from '~/request/submit';
import type { RequestPayload } from '~/request/payload';

const payload = { nom: 'Martin', _subject: 'x' } as RequestPayload;

describe('sendRequest', () => {
  afterEach(() => vi.restoreAllMocks());

  test('posts JSON once and reads only the status', async () => {
    const fetchImpl = vi.fn().mockResolvedValue(new Response('not even json', { status: 200 }));
    await expect(sendRequest('https://forms.test/f', payload, 1000, fetchImpl)).resolves.toBe(true);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [url, init] = fetchImpl.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('https://forms.test/f');
    expect(init.method).toBe('POST');
    expect(init.keepalive).toBe(true);
    expect(init.headers).toEqual({ 'Content-Type': 'application/json', Accept: 'application/json' });
    expect(JSON.parse(String(init.body))).toEqual(payload);
  });

  test('is false on an error status or a network failure, and logs it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(sendRequest('/f', payload, 1000, vi.fn().mockResolvedValue(new Response('', { status: 500 })))).resolves.toBe(false);
    await expect(sendRequest('/f', payload, 1000, vi.fn().mockRejectedValue(new TypeError('Failed to fetch')))).resolves.toBe(false);
    expect(log).toHaveBeenCalledTimes(2);
  });

  test('gives up when the service does not answer in time', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const hanging = vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    await expect(sendRequest('/f', payload, 20, hanging as unknown as typeof fetch)).resolves.toBe(false);
  });
});
