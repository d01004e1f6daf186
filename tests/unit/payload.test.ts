import { describe, expect, test } from 'vitest';
import { requestPage } from '~/content';
import { buildPayload, originPayload, type PayloadRules } from '~/request/payload';
import { emptyValues, type RequestValues } from '~/request/values';
import { LINKS_RANGE, SPEC_LIMITS } from '../../schema/formRules.ts';

const page = requestPage();
const { limits, subjectPrefix } = page;
/** What Chromium lets the keepalive requests of a page carry at once, in bytes of body. */
const KEEPALIVE_MAX = 64 * 1024;

describe('payload', () => {
  test('has exactly the keys and values the form service expects', () => {
    const payload = buildPayload(
      {
        ...emptyValues(),
        nom: ' Martin ',
        prenom: 'Claire',
        entreprise: 'Pharmacie du Centre',
        email: 'claire@exemple.fr',
        telephone: '06 12 34 56 78',
        siteActuel: 'https://pharmacie-centre.fr',
        message: 'Un site <b>moderne</b>',
        liens: ['https://facebook.com/pharma', '', '  ', 'https://g.page/pharma'],
        accepteContact: true,
      },
      page,
    );
    expect(payload).toEqual({
      nom: 'Martin',
      prenom: 'Claire',
      entreprise: 'Pharmacie du Centre',
      email: 'claire@exemple.fr',
      telephone: '06 12 34 56 78',
      siteActuel: 'https://pharmacie-centre.fr',
      reseauxSociaux: '',
      message: 'Un site moderne',
      liens: 'https://facebook.com/pharma,https://g.page/pharma',
      _subject: `${subjectPrefix}Pharmacie du Centre`,
    });
  });

  // The limits are the content's (pages/demande.yaml), each between 1 and the spec's maximum (tests/unit/formRules.test.ts).
  test('cuts every field to its limit', () => {
    const long = 'x'.repeat(3000);
    const payload = buildPayload(
      {
        ...emptyValues(),
        nom: long,
        prenom: long,
        entreprise: long,
        email: long,
        telephone: long,
        siteActuel: long,
        reseauxSociaux: long,
        message: long,
        liens: [long],
      },
      page,
    );
    expect(payload.nom).toHaveLength(limits.nom);
    expect(payload.prenom).toHaveLength(limits.prenom);
    expect(payload.entreprise).toHaveLength(limits.entreprise);
    expect(payload.email).toHaveLength(limits.email);
    expect(payload.telephone).toHaveLength(limits.telephone);
    expect(payload.siteActuel).toHaveLength(limits.siteActuel);
    expect(payload.reseauxSociaux).toHaveLength(limits.reseauxSociaux);
    expect(payload.message).toHaveLength(limits.message);
    expect(payload.liens).toHaveLength(limits.lien);
  });

  test('keeps at most the content’s number of links, the first ones', () => {
    const links = Array.from({ length: page.maxLinks + 5 }, (_, i) => `https://exemple.fr/${i}`);
    const payload = buildPayload({ ...emptyValues(), liens: ['', ...links] }, page);
    expect(payload.liens.split(',')).toEqual(links.slice(0, page.maxLinks));
  });

  // Each field at its longest, in characters that weigh the most once in JSON (escaped, or 3 to 4 bytes of UTF-8),
  // at the content's settings and at the most the rules allow (schema/formRules.ts).
  const heaviest = ['"', '\\', '\u0001', '€', '😀', 'é'];
  const atMaximum = (rules: PayloadRules, char: string) => {
    const fill = (length: number) => char.repeat(length * 2);
    const values: RequestValues = {
      ...emptyValues(),
      ...Object.fromEntries(Object.keys(SPEC_LIMITS).map((name) => [name, fill(rules.limits[name as keyof typeof SPEC_LIMITS])])),
      liens: Array.from({ length: rules.maxLinks + 1 }, () => fill(rules.limits.lien)),
      accepteContact: true,
    };
    const origin = { page: fill(500), source: fill(500), medium: fill(500), campaign: fill(500), referrer: fill(500) };
    return { ...buildPayload(values, rules), ...originPayload(origin) };
  };
  const bytes = (payload: object) => new TextEncoder().encode(JSON.stringify(payload)).length;

  test.each([
    ['the content’s settings', page],
    ['the most the rules allow', { limits: SPEC_LIMITS, maxLinks: LINKS_RANGE.max, subjectPrefix: 'x'.repeat(200) }],
  ])('at the maximum of every field, the request stays under 64 KiB (%s)', (_, rules) => {
    for (const char of heaviest) {
      const payload = atMaximum(rules, char);
      expect(payload.liens.split(',').length, char).toBeLessThanOrEqual(rules.maxLinks);
      expect(bytes(payload), char).toBeLessThan(KEEPALIVE_MAX);
    }
  });
});
