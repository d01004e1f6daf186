import { describe, expect, test } from 'vitest';
import { requestPage, site } from '~/content';
import { format } from '~/content/tokens';
import { requestMailto } from '~/request/mailto';
import { buildPayload } from '~/request/payload';
import { emptyValues } from '~/request/values';

const page = requestPage();
const { email } = site();
const values = {
  ...emptyValues(),
  prenom: 'Zoë',
  nom: "L'Hôte & Fils",
  entreprise: 'Café #1 ?',
  email: 'zoe@exemple.fr',
  message: 'Deux lignes\nsur un site',
  liens: ['https://exemple.fr/?a=1&b=2', ''],
};
const payload = buildPayload(values, page);
const link = requestMailto(email, payload, page);

describe('the e-mail offered after a failed send', () => {
  test('is addressed to the agency, with the form’s subject', () => {
    const url = new URL(link);
    expect([url.protocol, url.pathname]).toEqual(['mailto:', email]);
    expect(url.searchParams.get('subject')).toBe(payload._subject);
  });

  test('lists each filled field on its line, with its label, and skips the empty ones', () => {
    const body = new URL(link).searchParams.get('body') ?? '';
    for (const name of ['prenom', 'nom', 'entreprise', 'email', 'liens'] as const)
      expect(body).toContain(format(page.fallback.mailLine, { label: page.fields[name].label, value: payload[name] }));
    expect(body).toContain('Deux lignes\r\nsur un site');
    expect(body).not.toContain(page.fields.telephone.label);
    expect(body).not.toMatch(/[^\r]\n/);
  });

  test('escapes every character a mail program would read as syntax (&, ?, #, spaces, line breaks)', () => {
    const query = link.slice(link.indexOf('?') + 1);
    expect(query.split('&').map((part) => part.split('=')[0])).toEqual(['subject', 'body']);
    expect(query).not.toMatch(/[ #?\n]|\+/);
    expect(query).toContain('%0D%0A');
  });
});
