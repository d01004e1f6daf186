// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { githubPagesAnswer } from '../../tooling/server/github-pages';

const FILES = new Set(['/index.html', '/demande/index.html', '/cgv.html', '/404.html']);
const isFile = (sitePath: string) => FILES.has(sitePath);

describe('githubPagesAnswer', () => {
  test('redirects a folder to its address with a slash, on the site', () => {
    expect(githubPagesAnswer('/demande', isFile)).toEqual({ location: '/demande/', status: 301 });
  });

  test('serves index files and .html files as they are, and finds an .html file without its extension', () => {
    expect(githubPagesAnswer('/demande/', isFile)).toEqual({ file: '/demande/index.html', status: 200 });
    expect(githubPagesAnswer('/demande/index.html', isFile)).toEqual({ file: '/demande/index.html', status: 200 });
    expect(githubPagesAnswer('/demande/index', isFile)).toEqual({ file: '/demande/index.html', status: 200 });
    expect(githubPagesAnswer('/index', isFile)).toEqual({ file: '/index.html', status: 200 });
    expect(githubPagesAnswer('/cgv', isFile)).toEqual({ file: '/cgv.html', status: 200 });
  });

  test('anything else is a 404', () => {
    expect(githubPagesAnswer('/cgv/', isFile)).toEqual({ status: 404 });
    expect(githubPagesAnswer('/nulle-part', isFile)).toEqual({ status: 404 });
  });

  test('answers a decoded path with // or \\ with a 404, never a redirect', () => {
    for (const sitePath of ['//evil.example/../demande', '/\\evil.example/../demande', '/demande//', '\\\\evil.example', '/a\\b'])
      expect(
        githubPagesAnswer(sitePath, () => true),
        sitePath,
      ).toEqual({ status: 404 });
  });
});
