import { describe, expect, test } from 'vitest';
import { HOME_PATH, legalPath, pageHref, pagePath, REQUEST_PATH, routesOf, samplePath, tradePath } from '~/paths';
import { allLegals, allSamples, allTrades } from 'contentlayer/generated';

const routes = routesOf({ trades: allTrades, samples: allSamples, legals: allLegals });

describe('the form of a page address', () => {
  test('every page path ends with a slash, the prerender writing x/index.html', () => {
    expect([HOME_PATH, REQUEST_PATH, tradePath('avocat'), samplePath('eco-farm'), legalPath('cgv')]).toEqual([
      '/',
      '/demande/',
      '/site-internet-avocat/',
      '/sites/eco-farm/',
      '/cgv/',
    ]);
    for (const route of routes) expect(route).toMatch(/^\/(?:[a-z0-9-]+\/)*$/);
  });

  test('pagePath puts any spelling in that form', () => {
    expect(['demande', '/demande', '/demande/', '//demande//'].map(pagePath)).toEqual(Array(4).fill('/demande/'));
    expect(pagePath('/')).toBe('/');
    expect(pagePath('')).toBe('/');
  });

  test('pageHref normalises the internal links content writes, and only those', () => {
    expect(pageHref('/demande')).toBe('/demande/');
    expect(pageHref('/demande/')).toBe('/demande/');
    expect(pageHref('/demande#formulaire')).toBe('/demande/#formulaire');
    expect(pageHref('/demande?trade=avocat#f')).toBe('/demande/?trade=avocat#f');
    expect(pageHref('/')).toBe('/');
    expect(pageHref('/#services')).toBe('/#services');
    for (const untouched of [
      '#services',
      'https://exemple.fr/a',
      '//cdn.exemple.fr/a',
      'mailto:a@b.fr',
      'tel:+33100000000',
      '/media/demo.mp4',
      '/cv.pdf',
    ])
      expect(pageHref(untouched)).toBe(untouched);
  });

  test('routesOf lists each page once, home and request first', () => {
    expect(new Set(routes).size).toBe(routes.length);
    expect(routes.slice(0, 2)).toEqual([HOME_PATH, REQUEST_PATH]);
  });
});
