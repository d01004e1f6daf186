// tooling/build/unusedProperties.ts: a page's styles keep the custom properties something reads, and only those; a page
// with an island keeps the theme's whole variables in a file its script loads.
import { describe, expect, test } from 'vitest';
import { dropUnusedCustomProperties, trimStyles } from '../../tooling/build/unusedProperties.ts';

const page = (style: string, body: string) => `<html><head><style>${style}</style></head><body>${body}</body></html>`;

describe('dropUnusedCustomProperties', () => {
  test('keeps what a rule, a style attribute or another kept property reads, and drops the rest', () => {
    const html = page(
      ':root{--a: red;--b:var(--c);--c: 1px;--unused: 2px;--chain:var(--deep)}--x{}.t{color:var(--a);border-width:var( --b)}',
      '<p style="margin:var(--m)">x</p>',
    ).replace('</style>', '</style><style>:root{--m:3px;--n:4px}</style>');
    const out = dropUnusedCustomProperties(html);
    expect(out).toContain('--a: red;');
    expect(out).toContain('--b:var(--c);');
    expect(out).toContain('--c: 1px;');
    expect(out).toContain('--m:3px;');
    expect(out).toContain('.t{color:var(--a);border-width:var( --b)}');
    for (const gone of ['--unused', '--chain', '--deep', '--n']) expect(out).not.toContain(gone);
  });

  test('drops the last declaration of a rule, which has no semicolon', () => {
    expect(dropUnusedCustomProperties(page(':root{--a:1px;--b:2px}p{margin:var(--a)}', ''))).toContain(
      '<style>:root{--a:1px;}p{margin:var(--a)}</style>',
    );
  });

  test('leaves text outside the styles alone, even when it looks like a declaration', () => {
    const html = page(':root{--a:1px}', '<code>--a:1px; --z: 2px;</code><p style="--z: 3px">x</p>');
    expect(dropUnusedCustomProperties(html)).toBe(page(':root{}', '<code>--a:1px; --z: 2px;</code><p style="--z: 3px">x</p>'));
  });
});

describe('trimStyles', () => {
  const THEME = '<style data-mantine-styles="true">:root{--mantine-a:1px;--mantine-b:2px}</style>';
  const withTheme = (body: string) =>
    `<html><head><style>.c{--own:0;margin:var(--mantine-a)}</style>${THEME}</head><body>${body}</body></html>`;
  const noFile = () => {
    throw new Error('no file for a page without islands');
  };

  test('a page without islands loses every unread property, and no file is written', () => {
    const out = trimStyles(withTheme('<p class="c">x</p>'), noFile);
    expect(out).toContain('<style data-mantine-styles="true">:root{--mantine-a:1px;}</style>');
    expect(out).not.toContain('--own');
  });

  test('a page with an island loses what its markup does not use, and each trimmed <style> names the file of its whole text', () => {
    const written: string[] = [];
    const html = `<html><head><style>.c{--own:0;margin:var(--mantine-a)}.toast{color:var(--mantine-b)}</style>${THEME}</head><body><div data-island="portfolio"><p class="c">x</p></div></body></html>`;
    const out = trimStyles(html, (css) => {
      written.push(css);
      return `/assets/styles-${written.length}.css`;
    });
    expect(written).toEqual([
      '.c{--own:0;margin:var(--mantine-a)}.toast{color:var(--mantine-b)}',
      ':root{--mantine-a:1px;--mantine-b:2px}',
    ]);
    expect(out).toContain('<style data-rest="/assets/styles-1.css">.c{margin:var(--mantine-a)}</style>');
    expect(out).toContain('<style data-mantine-styles="true" data-rest="/assets/styles-2.css">:root{--mantine-a:1px;}</style>');
  });

  test('a page with an island whose styles it uses whole names no file', () => {
    const html =
      '<html><head><style>.c{margin:var(--a)}:root{--a:1px}</style></head><body><div data-island="portfolio" class="c"></div></body></html>';
    expect(trimStyles(html, noFile)).toBe(html);
  });
});
