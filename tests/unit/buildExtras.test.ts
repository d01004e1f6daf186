import { describe, expect, test } from 'vitest';
import { iconSymbols, inlineIcons, inlineStylesheets } from '../../tooling/build/pages.ts';

const PAGE = `<!DOCTYPE html><html lang="fr"><head><meta charSet="utf-8"/><title>Avocat</title><link rel="modulepreload" href="/assets/entry.client-4.js"/><link rel="stylesheet" href="/assets/root-6.css"/><link rel="stylesheet" href="/assets/shared-7.css#"/></head><body><main><h1>Avocat</h1><svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><use href="/icons.svg#i-gift"></use></svg></main></body></html>`;

describe('inlineStylesheets', () => {
  const files: Record<string, string> = { '/assets/root-6.css': 'body{margin:0}', '/assets/shared-7.css#': '.a{color:red}' };

  test('puts the stylesheets inline, in order, right after the charset, and disables their links', () => {
    const html = inlineStylesheets(PAGE, (href) => files[href] ?? '');
    expect(html).toContain('<meta charSet="utf-8"/><style>body{margin:0}.a{color:red}</style><title>');
    expect(html).toContain('<link rel="stylesheet" href="/assets/root-6.css" disabled=""/>');
    expect(html).toContain('<link rel="stylesheet" href="/assets/shared-7.css" disabled=""/>');
  });

  test('leaves a page without stylesheets as it is', () => {
    const page = '<html><head><meta charSet="utf-8"/></head></html>';
    expect(inlineStylesheets(page, () => 'x')).toBe(page);
  });

  test('fails the build on a page with stylesheets and no charset to put them after', () => {
    const page = '<html><head><link rel="stylesheet" href="/assets/root-6.css"/></head></html>';
    expect(() => inlineStylesheets(page, () => 'x')).toThrow(/no <meta charSet>/);
  });
});

describe('icons', () => {
  const sprite =
    '<svg xmlns="http://www.w3.org/2000/svg"><symbol id="i-gift" viewBox="0 0 24 24" fill="none" stroke="currentColor"><path d="M3 9h18" /></symbol><symbol id="i-star" viewBox="0 0 24 24" fill="currentColor"><path d="M12 2l3 7" /></symbol></svg>';
  const symbols = iconSymbols(sprite);

  test('reads each symbol of the sprite as a group with its paint', () => {
    expect([...symbols.keys()]).toEqual(['gift', 'star']);
    expect(symbols.get('star')).toBe('<g fill="currentColor"><path d="M12 2l3 7" /></g>');
  });

  test('replaces the references to the sprite with the drawings', () => {
    const html = inlineIcons(PAGE, symbols, '/icons.svg');
    expect(html).toContain('focusable="false"><g fill="none" stroke="currentColor"><path d="M3 9h18" /></g></svg>');
    expect(html).not.toContain('<use');
  });

  test('under a base path, and only references to that sprite', () => {
    const page = '<svg><use href="/preview/pr-7/icons.svg#i-star"></use></svg><svg><use href="/preview/pr-7/iconsXsvg#i-star"></use></svg>';
    expect(inlineIcons(page, symbols, '/preview/pr-7/icons.svg')).toBe(
      '<svg><g fill="currentColor"><path d="M12 2l3 7" /></g></svg><svg><use href="/preview/pr-7/iconsXsvg#i-star"></use></svg>',
    );
  });

  test('fails the build on an icon the sprite does not have', () => {
    expect(() => inlineIcons('<use href="/icons.svg#i-unknown"></use>', symbols, '/icons.svg')).toThrow(/"unknown"/);
  });
});
