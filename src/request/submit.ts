import type { RequestPayload } from './payload';

/** Posts the request; true only for a success status. A network failure or no answer in time is false. */
export async function sendRequest(
  endpoint: string,
  payload: RequestPayload,
  timeoutMs: number,
  fetchImpl: typeof fetch = fetch,
): Promise<boolean> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetchImpl(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(payload),
      signal: controller.signal,
    });
    if (!response.ok) console.error(`Form service answered ${response.status}`);
    return response.ok;
  } catch (error) {
    console.error('Form service unreachable:', error);
    return false;
  } finally {
    clearTimeout(timer);
  }
}
