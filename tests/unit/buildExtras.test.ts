import { describe, expect, test } from 'vitest';
import { iconSymbols, inlineStylesheets, withIconSymbols } from '../../tooling/build/pages.ts';

const PAGE = `<!DOCTYPE html><html lang="fr"><head><meta charSet="utf-8"/><title>Avocat</title><link rel="modulepreload" href="/assets/entry.client-4.js"/><link rel="stylesheet" href="/assets/root-6.css"/><link rel="stylesheet" href="/assets/shared-7.css#"/></head><body><main><h1>Avocat</h1><svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><use href="#i-gift"></use></svg></main></body></html>`;

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
  const gift = '<symbol id="i-gift" viewBox="0 0 24 24" fill="none" stroke="currentColor"><path d="M3 9h18" /></symbol>';
  const star = '<symbol id="i-star" viewBox="0 0 24 24" fill="currentColor"><path d="M12 2l3 7" /></symbol>';
  const symbols = iconSymbols(`<svg xmlns="http://www.w3.org/2000/svg">${gift}${star}</svg>`);

  test('reads each symbol of the sprite as it is', () => {
    expect([...symbols.keys()]).toEqual(['gift', 'star']);
    expect(symbols.get('star')).toBe(star);
  });

  test('puts the symbols the page uses, once each, in a hidden <svg> at the top of its body, and leaves the icons as they are', () => {
    const page = PAGE.replace('</main>', '<svg><use href="#i-gift"></use></svg></main>');
    const html = withIconSymbols(page, symbols);
    expect(html).toContain(`<body><svg id="icon-symbols" style="display:none" aria-hidden="true">${gift}</svg><main>`);
    expect(html.split('<symbol').length).toBe(2);
    expect(html.replace(/<svg id="icon-symbols"[\s\S]*?<\/svg>/, '')).toBe(page);
  });

  test('leaves a page without icons as it is', () => {
    const page = '<html><body><main><svg><use href="/elsewhere.svg#i-star"></use></svg></main></body></html>';
    expect(withIconSymbols(page, symbols)).toBe(page);
  });

  test('fails the build on an icon the sprite does not have', () => {
    expect(() => withIconSymbols('<body><svg><use href="#i-unknown"></use></svg></body>', symbols)).toThrow(/"unknown"/);
  });
});
