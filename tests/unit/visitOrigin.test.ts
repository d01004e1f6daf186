// @vitest-environment jsdom
import { describe, expect, test } from 'vitest';
import { ORIGIN_MAX, noteVisitOrigin } from '~/islands/noteVisitOrigin';
import { originPayload } from '~/request/payload';
import { readVisitOrigin } from '~/request/visitOrigin';

const SITE = 'https://www.ateliervitrine.fr';

describe('visit origin', () => {
  test('notes the first page, its UTM parameters and the host of the site that sent the visitor', () => {
    noteVisitOrigin(
      `${SITE}/site-internet-avocat?utm_source=google&utm_medium=cpc&utm_campaign=avocats-lyon`,
      'https://www.google.fr/search?q=x',
      '/',
    );
    expect(readVisitOrigin()).toEqual({
      page: '/site-internet-avocat',
      source: 'google',
      medium: 'cpc',
      campaign: 'avocats-lyon',
      referrer: 'www.google.fr',
    });
  });

  test('keeps the first page of the visit: later pages change nothing', () => {
    noteVisitOrigin(`${SITE}/site-internet-avocat?utm_source=google`, '', '/');
    noteVisitOrigin(`${SITE}/demande?utm_source=autre`, `${SITE}/site-internet-avocat`, '/');
    expect(readVisitOrigin()).toMatchObject({ page: '/site-internet-avocat', source: 'google', referrer: '' });
  });

  test('a first page without scripts is read from the referrer of the next one', () => {
    noteVisitOrigin(`${SITE}/demande`, `${SITE}/cgv?utm_source=newsletter&utm_campaign=novembre`, '/');
    expect(readVisitOrigin()).toEqual({ page: '/cgv', source: 'newsletter', medium: '', campaign: 'novembre', referrer: '' });
  });

  test('drops the base path of a preview deploy', () => {
    noteVisitOrigin(`${SITE}/preview/pr-7/site-internet-dentiste`, '', '/preview/pr-7/');
    expect(readVisitOrigin().page).toBe('/site-internet-dentiste');
  });

  test(`cuts each value to ${ORIGIN_MAX} characters when noted, and cleans it when sent`, () => {
    const long = 'a'.repeat(500);
    noteVisitOrigin(`${SITE}/?utm_source=${long}&utm_medium=%3Cb%3Eemail%3C%2Fb%3E&utm_campaign=javascript:alert(1)`, '', '/');
    const origin = readVisitOrigin();
    expect(origin.source).toHaveLength(ORIGIN_MAX);
    expect(originPayload(origin)).toEqual({
      pageEntree: '/',
      utm_source: 'a'.repeat(ORIGIN_MAX),
      utm_medium: 'email',
      utm_campaign: 'alert(1)',
      referent: '',
    });
  });

  test('is empty when nothing was noted or the stored value is not readable', () => {
    expect(readVisitOrigin()).toEqual({ page: '', source: '', medium: '', campaign: '', referrer: '' });
    sessionStorage.setItem('demande-origine', '{"page": 3, "source": "ok"');
    expect(readVisitOrigin().source).toBe('');
    sessionStorage.setItem('demande-origine', '{"page": 3, "source": "ok"}');
    expect(readVisitOrigin()).toMatchObject({ page: '', source: 'ok' });
  });

  test('cleans a stored value that was changed by hand', () => {
    sessionStorage.setItem('demande-origine', JSON.stringify({ page: '/<img src=x onerror=alert(1)>demande', referrer: 'exemple.fr' }));
    expect(originPayload(readVisitOrigin())).toMatchObject({ pageEntree: '/demande', referent: 'exemple.fr' });
  });
});
