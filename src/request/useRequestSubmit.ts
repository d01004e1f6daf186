import { useEffect, useRef, useState } from 'react';
import type { RequestContent } from '~/content';
import { buildPayload, originPayload } from './payload';
import { sendRequest } from './submit';
import { canSend, recordSend, sendLog } from './throttle';
import { toaster } from './toast';
import { stepOneError } from './validate';
import type { RequestValues } from './values';
import { readVisitOrigin } from './visitOrigin';

type Options = {
  page: RequestContent;
  endpoint: string;
  timeoutMs: number;
  /** A rule of step 1 is broken: the visitor goes back there to fix it. */
  onStepOneError: () => void;
  onSent: () => void;
};

/**
 * The send: consent, the rules checked on the exact JSON to post, the throttle, one request at a time, the toasts.
 * `failed` is true from a failed send until one succeeds: the page then offers other ways to reach the agency.
 */
export function useRequestSubmit(values: RequestValues, { page, endpoint, timeoutMs, onStepOneError, onSent }: Options) {
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const inFlight = useRef(false);
  const { messages, throttle } = page;
  const toast = toaster(page.toastClose);

  useEffect(() => sendLog.prune(Date.now(), throttle), [throttle]);

  // Leaving while the request is on its way asks for confirmation (the browser's own words: a page cannot set them).
  useEffect(() => {
    if (!sending) return;
    const stay = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', stay);
    return () => window.removeEventListener('beforeunload', stay);
  }, [sending]);

  async function attempt() {
    if (!values.accepteContact) return toast(messages.consent);
    // The rules judge the JSON that will be posted, whatever path its values took (typed, or restored from a draft).
    const payload = { ...buildPayload(values, page), ...originPayload(readVisitOrigin()) };
    const error = stepOneError(payload);
    if (error) {
      toast(messages[error]);
      return onStepOneError();
    }
    const now = Date.now();
    const sends = sendLog.read();
    if (!canSend(sends, now, throttle)) return toast(messages.throttle);
    sendLog.write(recordSend(sends, now, throttle));
    setSending(true);
    // A filled honeypot is a robot: it gets the success message and nothing is sent.
    const ok = values._gotcha !== '' || (await sendRequest(endpoint, payload, timeoutMs));
    setSending(false);
    setFailed(!ok);
    if (!ok) return toast(messages.error);
    toast(messages.success, 'success');
    onSent();
  }

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    // A ref, set in the same task as the submit event: a second submit before React renders again (a double click,
    // two requestSubmit() calls) finds it set, where a state update would not be visible yet.
    if (inFlight.current) return;
    inFlight.current = true;
    void attempt().finally(() => (inFlight.current = false));
  };

  return { sending, failed, submit };
}
