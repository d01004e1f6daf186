// @vitest-environment node
import { afterAll, describe, expect, test } from 'vitest';
import { FORM_SERVICES, formRules, isFormService, requestFormProblems, siteFormProblems, SPEC_LIMITS } from '../../schema/formRules';
import { requestPage, site } from '~/content';
import { contentCopy } from '../contentCopy';

// The spec's section 5, written here as the rule it is.
const SPEC_MAXIMA = {
  nom: 50,
  prenom: 50,
  entreprise: 100,
  email: 254,
  telephone: 20,
  siteActuel: 200,
  reseauxSociaux: 200,
  message: 2000,
  lien: 200,
};
const STACK = /\n\s+at .+:\d+:\d+/;
const fields = (problems: { field: string }[]) => problems.map((p) => p.field);

describe('form settings rules', () => {
  test('the project content follows them', () => {
    expect(formRules(site(), requestPage())).toEqual({ site: [], requestPage: [] });
  });

  test('the limits are the spec’s', () => {
    expect(SPEC_LIMITS).toEqual(SPEC_MAXIMA);
  });

  test.each(['https://formspree.io/f/xdkoqvzl', 'https://formspree.io/f/ABC123'])('%s is a form service', (endpoint) =>
    expect(isFormService(endpoint)).toBe(true),
  );

  test.each([
    'http://formspree.io/f/xdkoqvzl',
    'http://collecte.attaquant.example/leads',
    'https://collecte.attaquant.example/f/xdkoqvzl',
    'https://formspree.io.attaquant.example/f/xdkoqvzl',
    'https://attaquant.example/formspree.io/f/x',
    'https://user@formspree.io/f/xdkoqvzl',
    'https://formspree.io:8443/f/xdkoqvzl',
    'https://formspree.io/f/xdkoqvzl?redirect=https://attaquant.example',
    'https://formspree.io/',
    '/__form',
    'javascript:alert(1)',
    '',
  ])('%s is not', (endpoint) => expect(isFormService(endpoint)).toBe(false));

  test('every service of the allow-list is https, with an example that passes', () => {
    for (const service of FORM_SERVICES) expect(isFormService(service.example.replace(/x+$/, 'abc123'))).toBe(true);
  });

  test('the timeout lies between 3 and 60 seconds, whole milliseconds', () => {
    const timeout = (timeoutMs: unknown) => fields(siteFormProblems({ form: { endpoint: site().form.endpoint, timeoutMs } }));
    expect([3000, 15000, 60000].map(timeout)).toEqual([[], [], []]);
    for (const wrong of [5, 2999, 60001, 3000.5, '15000', null]) expect(timeout(wrong)).toEqual(['form.timeoutMs']);
  });

  test('each limit lies between 1 and the spec’s maximum', () => {
    for (const [name, max] of Object.entries(SPEC_MAXIMA)) {
      const limits = (value: number) => fields(requestFormProblems({ ...requestPage(), limits: { ...SPEC_MAXIMA, [name]: value } }));
      expect([1, max].map(limits)).toEqual([[], []]);
      expect([0, -1, max + 1, 1.5].map(limits)).toEqual(Array(4).fill([`limits.${name}`]));
    }
  });

  test('the throttle lets at least one send through, in a window of at least a minute', () => {
    const throttle = (max: number, windowMs: number) => fields(requestFormProblems({ ...requestPage(), throttle: { max, windowMs } }));
    expect(throttle(1, 60_000)).toEqual([]);
    expect(throttle(3, 300_000)).toEqual([]);
    expect(throttle(0, 300_000)).toEqual(['throttle.max']);
    expect(throttle(3, 59_999)).toEqual(['throttle.windowMs']);
  });

  test('a missing or mistyped document is reported, not thrown', () => {
    expect(fields(siteFormProblems(undefined))).toEqual(['form.endpoint', 'form.timeoutMs']);
    expect(requestFormProblems('texte')).toHaveLength(Object.keys(SPEC_MAXIMA).length + 2);
  });
});

describe('the content check refuses settings that divert or break the form', () => {
  const copy = contentCopy();
  afterAll(() => copy.remove());

  test('an outside endpoint, a 5 ms timeout, a limit of 0 and a throttle of 0 each fail, naming file, line and field', () => {
    copy.edit('site.yaml', (t) =>
      t
        .replace(/^ {2}endpoint: .*$/m, '  endpoint: http://collecte.attaquant.example/leads')
        .replace(/^ {2}timeoutMs: .*$/m, '  timeoutMs: 5'),
    );
    copy.edit('pages/demande.yaml', (t) => t.replace(/^ {2}nom: \d+$/m, '  nom: 0').replace(/^ {2}max: \d+$/m, '  max: 0'));
    const result = copy.build();
    expect(result.status).toBe(1);
    expect(result.output).not.toMatch(STACK);
    for (const expected of [
      /content\/site\.yaml, ligne \d+, colonne \d+ — champ « form\.endpoint »\n {2}« http:\/\/collecte\.attaquant\.example\/leads » n’est pas l’adresse d’un service de formulaire permis[^\n]*\n {2}→ Écrivez l’adresse https/,
      /content\/site\.yaml, ligne \d+, colonne \d+ — champ « form\.timeoutMs »\n {2}Le délai d’attente vaut 5 ; ce doit être un nombre entier de 3 000 à 60 000\./,
      /content\/pages\/demande\.yaml, ligne \d+, colonne \d+ — champ « limits\.nom »\n {2}La longueur maximale de « nom » vaut 0 ; ce doit être un nombre entier de 1 à 50\./,
      /content\/pages\/demande\.yaml, ligne \d+, colonne \d+ — champ « throttle\.max »\n {2}Le nombre d’envois permis vaut 0 ; ce doit être un nombre entier d’au moins 1\./,
    ]) {
      expect(result.output).toMatch(expected);
    }
    expect(result.output).toContain('Le contenu a 4 erreurs à corriger');
  });
});
