import { describe, expect, test } from 'vitest';
import { requestPage } from '~/content';
import { buildPayload } from '~/request/payload';
import { emptyValues } from '~/request/values';

const { limits, subjectPrefix } = requestPage();

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
      limits,
      subjectPrefix,
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
      limits,
      subjectPrefix,
    );
    expect(payload.nom).toHaveLength(50);
    expect(payload.prenom).toHaveLength(50);
    expect(payload.entreprise).toHaveLength(100);
    expect(payload.email).toHaveLength(254);
    expect(payload.telephone).toHaveLength(20);
    expect(payload.siteActuel).toHaveLength(200);
    expect(payload.reseauxSociaux).toHaveLength(200);
    expect(payload.message).toHaveLength(2000);
    expect(payload.liens).toHaveLength(200);
  });
});
