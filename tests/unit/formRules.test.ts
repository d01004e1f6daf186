// @vitest-environment node
import { afterAll, describe, expect, test } from 'vitest';
import { FORM_SERVICES, isFormService, LINKS_RANGE, SPEC_LIMITS } from '../../schema/formRules';
import { siteTokens } from '../../src/content/tokens';
import { checkDocument, typeOfFile, type TypeDef } from '../../src/check/document';
import type { CheckContext } from '../../src/check/field';
import { fieldPath } from '../../src/check/problem';
import fs from 'node:fs';
import { parse } from 'yaml';
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

// The rules as the build and the editor run them (src/check), on a site.yaml or a demande.yaml: the fields found wrong.
const everything = (): CheckContext => ({
  tokens: siteTokens(site()),
  pageExists: () => true,
  fileExists: () => true,
  holderOf: () => undefined,
});
const wrongFields = (file: string) => (data: unknown) =>
  checkDocument(typeOfFile(file) as TypeDef, data as Record<string, unknown>, everything()).map((f) => fieldPath(f.segments));
const siteFormProblems = wrongFields('site.yaml');
const requestFormProblems = wrongFields('pages/demande.yaml');
const fields = (paths: string[]) => paths.filter((path) => /^(form|limits|throttle)\./.test(path));
// The files as written (the generated content adds contentlayer's own keys to nested blocks).
const site = () => parse(fs.readFileSync('content/site.yaml', 'utf8')) as Record<string, unknown> & { form: { endpoint: string } };
const requestPage = () => parse(fs.readFileSync('content/pages/demande.yaml', 'utf8')) as Record<string, unknown>;

describe('form settings rules', () => {
  test('the project content follows them', () => {
    expect(siteFormProblems(site())).toEqual([]);
    expect(requestFormProblems(requestPage())).toEqual([]);
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
    const timeout = (timeoutMs: unknown) => fields(siteFormProblems({ ...site(), form: { endpoint: site().form.endpoint, timeoutMs } }));
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

  test('the useful links a request may hold lie between 1 and 10 (under 64 KiB, what a keepalive POST carries)', () => {
    const links = (maxLinks: unknown) => requestFormProblems({ ...requestPage(), maxLinks }).filter((path) => path === 'maxLinks');
    expect([1, LINKS_RANGE.max].map(links)).toEqual([[], []]);
    expect(LINKS_RANGE.max).toBeLessThanOrEqual(10);
    for (const wrong of [0, LINKS_RANGE.max + 1, 2.5, '10', null]) expect(links(wrong), String(wrong)).toEqual(['maxLinks']);
  });

  test('a missing or mistyped setting is reported, not thrown', () => {
    expect(fields(siteFormProblems({ ...site(), form: { endpoint: 42 } }))).toEqual(['form.endpoint', 'form.timeoutMs']);
    expect(fields(requestFormProblems({ ...requestPage(), limits: 'texte' }))).toEqual([]);
    expect(requestFormProblems({ ...requestPage(), limits: 'texte' })).toContain('limits');
  });
});

describe('the content check refuses settings that divert or break the form', () => {
  const copy = contentCopy();
  afterAll(() => copy.remove());

  test('an outside endpoint, a 5 ms timeout, a limit of 0, a throttle of 0 and 11 links each fail, naming file, line and field', () => {
    copy.edit('site.yaml', (t) =>
      t
        .replace(/^ {2}endpoint: .*$/m, '  endpoint: http://collecte.attaquant.example/leads')
        .replace(/^ {2}timeoutMs: .*$/m, '  timeoutMs: 5'),
    );
    copy.edit('pages/demande.yaml', (t) =>
      t
        .replace(/^ {2}nom: \d+$/m, '  nom: 0')
        .replace(/^ {2}max: \d+$/m, '  max: 0')
        .replace(/^maxLinks: \d+$/m, 'maxLinks: 11'),
    );
    const result = copy.build();
    expect(result.status).toBe(1);
    expect(result.output).not.toMatch(STACK);
    for (const expected of [
      /content\/site\.yaml, ligne \d+, colonne \d+ — champ « form\.endpoint »\n {2}« http:\/\/collecte\.attaquant\.example\/leads » n’est pas l’adresse d’un service de formulaire permis[^\n]*\n {2}→ Écrivez l’adresse https/,
      /content\/site\.yaml, ligne \d+, colonne \d+ — champ « form\.timeoutMs »\n {2}5 n’est pas possible ici ; ce nombre doit être entier et de 3 000 à 60 000/,
      /content\/pages\/demande\.yaml, ligne \d+, colonne \d+ — champ « limits\.nom »\n {2}0 n’est pas possible ici ; ce nombre doit être entier et de 1 à 50/,
      /content\/pages\/demande\.yaml, ligne \d+, colonne \d+ — champ « throttle\.max »\n {2}0 n’est pas possible ici ; ce nombre doit être entier et d’au moins 1/,
      /content\/pages\/demande\.yaml, ligne \d+, colonne \d+ — champ « maxLinks »\n {2}11 n’est pas possible ici ; ce nombre doit être entier et de 1 à 10/,
    ]) {
      expect(result.output).toMatch(expected);
    }
    expect(result.output).toContain('Le contenu a 5 erreurs à corriger');
  });
});
