import { expect, test } from 'vitest';
import { fillTokens, format, siteTokens } from '~/content/tokens';
import { site } from '~/content';
import { telHref } from '~/ui/tel';

test('format replaces known tokens and leaves the others', () => {
  expect(format('Aller à {n} sur {total}', { n: 2 })).toBe('Aller à 2 sur {total}');
});

test('fillTokens walks nested objects and lists', () => {
  const value = { title: 'En {previewDelay}', list: [{ text: '{previewDelay} et {n}' }], count: 3, on: true };
  expect(fillTokens(value, { previewDelay: '96h' })).toEqual({ title: 'En 96h', list: [{ text: '96h et {n}' }], count: 3, on: true });
});

test('a tel: or mailto: address takes the settings in their address form, a text as they are written', () => {
  const tokens = siteTokens(site());
  const link = { label: 'Appeler le {phone}', href: 'tel:{phone}', mail: 'mailto:{email}' };
  expect(fillTokens(link, tokens)).toEqual({
    label: `Appeler le ${site().phone}`,
    href: telHref(site().phone),
    mail: `mailto:${site().email}`,
  });
});
