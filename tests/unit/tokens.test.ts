import { expect, test } from 'vitest';
import { fillTokens, format } from '~/content/tokens';

test('format replaces known tokens and leaves the others', () => {
  expect(format('Aller à {n} sur {total}', { n: 2 })).toBe('Aller à 2 sur {total}');
});

test('fillTokens walks nested objects and lists', () => {
  const value = { title: 'En {previewDelay}', list: [{ text: '{previewDelay} et {n}' }], count: 3, on: true };
  expect(fillTokens(value, { previewDelay: '96h' })).toEqual({ title: 'En 96h', list: [{ text: '96h et {n}' }], count: 3, on: true });
});
