import { describe, expect, test } from 'vitest';
import { CONTEXT_STREAM, hydrateAfterFirstPaint, iconSymbols, inlineIcons, inlineStylesheets } from '../../tooling/build/pages.ts';

// The shape React Router 8.4 prerenders: modulepreload hints in <head>, an async module bootstrap in <body>.
const BOOTSTRAP = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-2.js";
import * as route1 from "/assets/trade-3.js";
  
  window.__reactRouterRouteModules = {"root":route0,"trade-avocat":route1};

import("/assets/entry.client-4.js");`;
const PAGE = `<!DOCTYPE html><html lang="fr"><head><meta charSet="utf-8"/><title>Avocat</title><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-4.js"/><link rel="modulepreload" href="/assets/framework-5.js"/><link rel="stylesheet" href="/assets/root-6.css"/><link rel="stylesheet" href="/assets/shared-7.css#"/></head><body><main><h1>Avocat</h1><svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><use href="/icons.svg#i-gift"></use></svg></main><script>window.__reactRouterContext = {"basename":"/"};${CONTEXT_STREAM}</script><script type="module" async="">${BOOTSTRAP}</script><script>window.__reactRouterContext.streamController.enqueue("[1]\\n");</script><script>window.__reactRouterContext.streamController.close();</script></body></html>`;

const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (body: string) => unknown;
const moduleScript = (html: string) => html.match(/<script type="module">([\s\S]*?)<\/script>/)?.[1] ?? '';

describe('hydrateAfterFirstPaint', () => {
  const html = hydrateAfterFirstPaint(PAGE);
  const script = moduleScript(html);

  test('takes the modulepreload hints out of the page', () => {
    expect(html).not.toContain('modulepreload" href');
    expect(html).not.toContain('async=""');
  });

  test('waits for the first contentful paint, then preloads the same chunks and imports the same modules in order', () => {
    const wait = script.indexOf('first-contentful-paint');
    const preload = script.indexOf('["/assets/manifest-1.js","/assets/entry.client-4.js","/assets/framework-5.js"]');
    const imports = [
      'await import("/assets/manifest-1.js")',
      'const route0 = await import("/assets/root-2.js")',
      'const route1 = await import("/assets/trade-3.js")',
    ].map((statement) => script.indexOf(statement));
    const entry = script.indexOf('import("/assets/entry.client-4.js")');
    expect([wait, preload, ...imports, entry].every((at) => at >= 0)).toBe(true);
    expect([wait, preload, ...imports, entry]).toEqual([wait, preload, ...imports, entry].toSorted((a, b) => a - b));
    expect(script).toContain('window.__reactRouterRouteModules = {"root":route0,"trade-avocat":route1};');
  });

  test('does not wait in a hidden tab or without paint timing, and gives up waiting after 3 s', () => {
    expect(script).toContain('document.visibilityState !== "visible"');
    expect(script).toContain('PerformanceObserver.supportedEntryTypes?.includes("paint")');
    expect(script).toContain('setTimeout(painted, 3000)');
  });

  test("buffers the page's data while the page is parsed, and streams it to React Router once painted", async () => {
    const context = html.match(/<script>(window\.__reactRouterContext = [\s\S]*?)<\/script>/)?.[1] ?? '';
    expect(context).not.toContain('ReadableStream');
    const enqueue = html.match(/<script>(window\.__reactRouterContext\.streamController\.enqueue[\s\S]*?)<\/script>/)?.[1] ?? '';
    const close = html.match(/<script>(window\.__reactRouterContext\.streamController\.close[\s\S]*?)<\/script>/)?.[1] ?? '';
    const open = script.slice(
      script.indexOf('await new Promise((resolve) => setTimeout(resolve));'),
      script.indexOf('window.__reactRouterRouteModules'),
    );
    const window = {} as { __reactRouterContext: { stream: ReadableStream<Uint8Array> } };
    const run = (code: string) => new AsyncFunction(`const window = this;\n${code}`) as unknown as (this: object) => Promise<void>;
    for (const code of [context, enqueue, close]) await run(code).call(window);
    await run(open).call(window);
    const text = await new Response(window.__reactRouterContext.stream).text();
    expect(text).toBe('[1]\n');
    expect(script.indexOf('const route1 = await import')).toBeLessThan(script.indexOf(open));
  });

  test('writes a script that parses', () => {
    expect(() => new AsyncFunction(script)).not.toThrow();
  });

  test('fails the build on a bootstrap it does not know, or on a page without one', () => {
    expect(() => hydrateAfterFirstPaint(PAGE.replace('import * as route1 from', 'import { x } from'))).toThrow(
      /Unexpected React Router bootstrap/,
    );
    expect(() => hydrateAfterFirstPaint(PAGE.replace(CONTEXT_STREAM, 'window.__reactRouterContext.stream = null;'))).toThrow(
      /context stream once in the page, found 0/,
    );
    expect(() =>
      hydrateAfterFirstPaint(PAGE.replace(CONTEXT_STREAM, '').replace('<body>', `<body><script>${CONTEXT_STREAM}</script>`)),
    ).not.toThrow();
    expect(() => hydrateAfterFirstPaint(`<html><body><script>${CONTEXT_STREAM}</script></body></html>`)).toThrow(/found 0/);
  });
});

describe('inlineStylesheets', () => {
  const files: Record<string, string> = { '/assets/root-6.css': 'body{margin:0}', '/assets/shared-7.css#': '.a{color:red}' };

  test('puts the stylesheets inline, in order, right after the charset, and disables their links', () => {
    const html = inlineStylesheets(PAGE, (href) => files[href] ?? '');
    expect(html).toContain('<meta charSet="utf-8"/><style>body{margin:0}.a{color:red}</style><title>');
    expect(html).toContain('<link rel="stylesheet" href="/assets/root-6.css" disabled=""/>');
    expect(html).toContain('<link rel="stylesheet" href="/assets/shared-7.css#" disabled=""/>');
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
