// tooling/build/unusedProperties.ts: a page's styles keep the custom properties something reads, and only those.
import { describe, expect, test } from 'vitest';
import { dropUnusedCustomProperties } from '../../tooling/build/unusedProperties.ts';

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

  test('leaves a page with an island as it is: its script may draw markup that reads any property', () => {
    const html = page(':root{--a:1px;--b:2px}', '<div data-island="portfolio"></div>');
    expect(dropUnusedCustomProperties(html)).toBe(html);
  });

  test('leaves text outside the styles alone, even when it looks like a declaration', () => {
    const html = page(':root{--a:1px}', '<code>--a:1px; --z: 2px;</code><p style="--z: 3px">x</p>');
    expect(dropUnusedCustomProperties(html)).toBe(page(':root{}', '<code>--a:1px; --z: 2px;</code><p style="--z: 3px">x</p>'));
  });
});
