// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { HOSTS, hostAnswer } from '../../tooling/server/static-host';

const FILES = new Set(['/index.html', '/demande/index.html', '/404.html']);
const isFile = (sitePath: string) => FILES.has(sitePath);

describe('hostAnswer', () => {
  test.each(HOSTS)('%s redirects /demande to /demande/ on the site', (host) => {
    expect(hostAnswer(host, '/demande', isFile)).toMatchObject({ location: '/demande/' });
  });

  test.each(HOSTS)('%s answers a decoded path with // or \\ with a 404, never a redirect', (host) => {
    for (const sitePath of ['//evil.example/../demande', '/\\evil.example/../demande', '/demande//', '\\\\evil.example', '/a\\b'])
      expect(
        hostAnswer(host, sitePath, () => true),
        sitePath,
      ).toEqual({ status: 404 });
  });
});
