// @vitest-environment jsdom
import { afterEach, describe, expect, test } from 'vitest';
import { requestPage } from '~/content';
import { DRAFT_DAYS, draftStore, draftValues } from '~/request/draft';
import { keepTypedBeforeHydration, splitLinks } from '~/request/typedEarly';
import { emptyValues } from '~/request/values';

const KEY = 'demande-brouillon'; // the draft's localStorage key (docs/request-form.md, privacy policy)
const { limits, maxLinks } = requestPage();
const fit = { limits, maxLinks };
const store = (values: unknown, extra: Record<string, unknown> = {}) =>
  localStorage.setItem(KEY, JSON.stringify({ savedAt: Date.now(), step: 1, values, ...extra }));

afterEach(() => localStorage.clear());

describe('a stored draft is checked like input', () => {
  const good = { nom: 'Martin', prenom: 'Claire', email: 'claire@exemple.fr', message: 'Trois pages', accepteContact: true };

  test.each([
    ['a number as the name', { nom: 5 }, 'nom'],
    ['null as the phone', { telephone: null }, 'telephone'],
    ['an object as the message', { message: { text: 'x' } }, 'message'],
    ['a text as the consent', { accepteContact: 'oui' }, 'accepteContact'],
  ])('%s: that field starts empty, every other one is kept', (_, wrong, field) => {
    store({ ...good, ...wrong });
    const draft = draftStore.read(fit);
    expect(draft?.values).toEqual({ ...emptyValues(), ...good, [field]: emptyValues()[field as keyof typeof good] });
    expect(draft?.step).toBe(1);
  });

  test('links: what is not a text is dropped, the texts are kept; no text at all leaves one empty link', () => {
    store({ ...good, liens: [1, 'https://exemple.fr', null, { a: 1 }] });
    expect(draftStore.read(fit)?.values.liens).toEqual(['https://exemple.fr']);
    store({ ...good, liens: [1] });
    expect(draftStore.read(fit)?.values).toEqual({ ...emptyValues(), ...good, liens: [''] });
    store({ ...good, liens: 'https://exemple.fr' });
    expect(draftStore.read(fit)?.values.liens).toEqual(['']);
  });

  test('values that are not an object, a step that is not 1, and the honeypot never come back', () => {
    for (const values of [null, 5, 'texte', ['a'], undefined]) {
      store(values);
      expect(draftStore.read(fit)?.values).toEqual(emptyValues());
    }
    store({ ...good, _gotcha: 'robot' }, { step: '1' });
    expect(draftStore.read(fit)).toEqual({ values: { ...emptyValues(), ...good }, step: 0 });
  });

  test('texts are cut to their field’s limit and the links to their number', () => {
    const links = Array.from({ length: maxLinks + 3 }, (_, i) => `https://exemple.fr/${i}/${'x'.repeat(limits.lien)}`);
    store({ ...good, nom: 'x'.repeat(limits.nom + 10), liens: links });
    const values = draftStore.read(fit)?.values;
    expect(values?.nom).toHaveLength(limits.nom);
    expect(values?.liens).toEqual(links.slice(0, maxLinks).map((link) => link.slice(0, limits.lien)));
  });

  test('a draft that is not JSON, or not an object, is no draft; an old one is removed', () => {
    localStorage.setItem(KEY, '{');
    expect(draftStore.read(fit)).toBeNull();
    localStorage.setItem(KEY, '[1]');
    expect(draftStore.read(fit)).toBeNull();
    store(good, { savedAt: Date.now() - (DRAFT_DAYS + 1) * 24 * 60 * 60 * 1000 });
    expect(draftStore.read(fit)).toBeNull();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  test('draftValues keeps the texts as they are without the content’s limits', () => {
    expect(draftValues({ nom: 'x'.repeat(500), liens: ['a', 2] }).nom).toHaveLength(500);
  });
});

describe('what was typed in the HTML form before it hydrated', () => {
  test('the links of its one field become the list, one a line or comma; the consent box counts', () => {
    expect(splitLinks(' https://a.fr\nhttps://b.fr, https://c.fr \n\n')).toEqual(['https://a.fr', 'https://b.fr', 'https://c.fr']);
    document.body.innerHTML = `<form>
      <input id="demande-prenom" value="Claire"><textarea id="demande-liens">https://a.fr
https://b.fr</textarea><input type="checkbox" id="demande-accepteContact" checked></form>`;
    keepTypedBeforeHydration(document.body);
    expect(draftStore.read(fit)).toEqual({
      values: { ...emptyValues(), prenom: 'Claire', liens: ['https://a.fr', 'https://b.fr'], accepteContact: true },
      step: 0,
    });
  });
});
