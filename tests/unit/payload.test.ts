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
      limits,
      subjectPrefix,
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
});
