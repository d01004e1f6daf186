import type { RequestContent } from '~/content';
import { format } from '~/content/tokens';
import type { RequestPayload } from './payload';

/** The fields the e-mail lists, in the form's order, with the label each one has in the form. */
const LINES = ['prenom', 'nom', 'entreprise', 'email', 'telephone', 'siteActuel', 'message', 'liens'] as const;

/**
 * A mailto: address that opens the visitor's mail program with the request already written: the form's subject, and
 * the content's text with one line per filled field. Line breaks are CRLF, as RFC 6068 asks.
 */
export function requestMailto(to: string, payload: RequestPayload, page: Pick<RequestContent, 'fields' | 'fallback'>): string {
  const { fields, fallback } = page;
  const lines = LINES.filter((name) => payload[name] !== '').map((name) =>
    format(fallback.mailLine, { label: fields[name].label, value: payload[name] }),
  );
  const body = format(fallback.mailBody, { demande: lines.join('\n') }).replace(/\r?\n/g, '\r\n');
  return `mailto:${to}?subject=${encodeURIComponent(payload._subject)}&body=${encodeURIComponent(body)}`;
}
