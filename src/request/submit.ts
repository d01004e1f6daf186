import type { RequestPayload } from './payload';

/**
 * Posts the request; true only for a success status. A network failure or no answer in time is false. `keepalive`
 * lets the request finish if the visitor leaves the page while it is on its way (the form also asks them to stay).
 */
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
      keepalive: true,
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
