import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import * as content from '../../.contentlayer/generated/index.mjs';
import { pageFile, REQUEST_PATH, samplePath, scriptedPaths, siteRoutes, tradePath, HOME_PATH } from '~/paths';
import { siteScriptLoader, siteScriptOf } from '~/islands/markup';
import { checkScripts, contentSecurityPolicy, finishPages, inlineScriptHashes, inlineStylesheets } from '../../tooling/build/pages.ts';

const JSON_LD = '<script type="application/ld+json">{"@type":"WebPage"}</script>';
const STATIC = `<!DOCTYPE html><html lang="fr"><head><meta charSet="utf-8"/>${JSON_LD}</head><body><main><h1>CGV</h1></main></body></html>`;
const SCRIPT = '/assets/islands-1.js';
const ISLAND = `<div data-island="sector-carousel" data-when="visible"><div data-island-root=""><div>…</div></div><script type="application/json" data-island-props="">{"a":1}</script></div>`;
const LOADER = `<script>${siteScriptLoader(SCRIPT)}</script>`;
const WITH_ISLAND = STATIC.replace('</main>', `${ISLAND}</main>${LOADER}`);
const HYDRATED = `<!DOCTYPE html><html lang="fr"><head><meta charSet="utf-8"/><link rel="modulepreload" href="/assets/entry.client-4.js"/></head><body><h1>Accueil</h1><script>window.__reactRouterContext = {};</script><script type="module" async="">import("/assets/entry.client-4.js");</script></body></html>`;
const routes = () => siteRoutes({ trades: content.allTrades, samples: content.allSamples, legals: content.allLegals });

describe("the pages that load the site's script", () => {
  test('are the home page, the request page and the trade pages, by content file; the others ship none', () => {
    const scripted = scriptedPaths(routes());
    expect(scripted).toHaveLength(2 + content.allTrades.length);
    expect(scripted).toEqual(expect.arrayContaining([HOME_PATH, REQUEST_PATH, tradePath(content.allTrades[0]?.slug ?? '')]));
    expect(scripted).not.toContain(samplePath(content.allSamples[0]?.slug ?? ''));
  });

  test('a page loads the one script, which exists; a page without it passes through as it is, JSON-LD included', () => {
    expect(checkScripts(WITH_ISLAND, 'index.html', { scripted: true, exists: (src) => src === SCRIPT })).toBe(WITH_ISLAND);
    expect(checkScripts(STATIC, 'cgv/index.html', { scripted: false, exists: () => true })).toBe(STATIC);
  });

  test('the build fails, naming what it found, on any other script', () => {
    const check =
      (html: string, scripted: boolean, exists = true) =>
      () =>
        checkScripts(html, 'page.html', { scripted, exists: () => exists });
    expect(check(HYDRATED, false)).toThrow(/page.html should ship no React Router script, found route data, modulepreload links/);
    expect(check(STATIC.replace('</body>', '<script type="module">go()</script></body>'), true)).toThrow(/inline module script/);
    expect(check(WITH_ISLAND, false)).toThrow(/should ship no scripts, found the site's script/);
    expect(check(STATIC.replace('</main>', `${ISLAND}</main>`), false)).toThrow(/has an island but does not load the site's script/);
    expect(check(STATIC, true)).toThrow(/should load the site's script once, through its loader \(siteScriptLoader\), found 0/);
    expect(check(WITH_ISLAND.replace('</body>', `${LOADER}</body>`), true)).toThrow(/through its loader \(siteScriptLoader\), found 2/);
    // Another inline script runs by its hash (the error page logs its path), beside the loader or not.
    expect(check(WITH_ISLAND.replace('</body>', '<script>go()</script></body>'), true)()).toContain('go()');
    expect(check(WITH_ISLAND.replace(LOADER, `<script>${siteScriptLoader(SCRIPT).replace('paint', 'load')}</script>`), true)).toThrow(
      /through its loader \(siteScriptLoader\), found 0/,
    );
    expect(check(WITH_ISLAND.replace('</body>', `<script type="module" src="${SCRIPT}"></script></body>`), true)).toThrow(
      /should load no script file of its own, found \/assets\/islands-1.js/,
    );
    expect(check(WITH_ISLAND, true, false)).toThrow(/loads \/assets\/islands-1.js, which is not in the build/);
  });

  test("a page's policy runs its hashed inline scripts, and the site's script where it loads it", () => {
    const policy = (modules: boolean, scriptHashes: string[]) =>
      contentSecurityPolicy({ scriptHashes, formEndpoint: '/x', modules })
        .split('; ')
        .find((d) => d.startsWith('script-src'));
    expect(policy(false, [])).toBe("script-src 'none'");
    expect(policy(false, ["'sha256-a'"])).toBe("script-src 'sha256-a'");
    expect(policy(true, [])).toBe("script-src 'self'");
  });
});

test("the site's script is read back from its loader's text, and from no other", () => {
  expect(siteScriptOf(siteScriptLoader('/assets/islands-1.js'))).toBe('/assets/islands-1.js');
  expect(siteScriptOf(siteScriptLoader('/b/assets/"x".js'))).toBe('/b/assets/"x".js');
  expect(siteScriptOf(`${siteScriptLoader('/a.js')};alert(1)`)).toBeUndefined();
  expect(siteScriptOf('import("/a.js")')).toBeUndefined();
});

describe('finishPages', () => {
  let dir = '';
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));
  const site = (pages: Record<string, string>, files = [SCRIPT]) => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pages-'));
    fs.writeFileSync(path.join(dir, 'icons.svg'), '<svg></svg>');
    for (const [file, html] of Object.entries({ ...pages, ...Object.fromEntries(files.map((f) => [f, ''])) })) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), html);
    }
  };

  test('gives each page its policy: the script where the page loads it, nothing elsewhere', () => {
    site({ 'index.html': WITH_ISLAND, 'cgv/index.html': STATIC, '404.html': STATIC });
    expect(finishPages(dir, '/', { scripted: ['index.html'] })).toBe(3);
    const home = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
    expect(home).toContain(`script-src 'self' ${inlineScriptHashes(LOADER).join(' ')}`);
    expect(inlineScriptHashes(LOADER)).toHaveLength(1);
    const cgv = fs.readFileSync(path.join(dir, 'cgv/index.html'), 'utf8');
    expect(cgv.replace(/<meta http-equiv="Content-Security-Policy" content="[^"]+"\/>/, '')).toBe(STATIC);
    expect(cgv).toContain("script-src 'none'");
    expect(inlineScriptHashes(cgv)).toEqual([]);
  });

  test('fails on a script where none is expected, on none where one is, and on an unknown page', () => {
    site({ 'index.html': WITH_ISLAND, 'cgv/index.html': STATIC });
    expect(() => finishPages(dir, '/', { scripted: [] })).toThrow(/index.html should ship no scripts/);
    site({ 'index.html': WITH_ISLAND, 'cgv/index.html': STATIC });
    expect(() => finishPages(dir, '/', { scripted: ['index.html', 'cgv/index.html'] })).toThrow(
      /cgv\/index.html should load the site's script/,
    );
    site({ 'index.html': WITH_ISLAND });
    expect(() => finishPages(dir, '/', { scripted: ['index.html', pageFile('/mentions-legales/')] })).toThrow(
      /missing from the build: mentions-legales/,
    );
  });
});

describe('inline stylesheets', () => {
  test("keep a disabled link at the file's plain address, so that an island's loader does not fetch it again", () => {
    const page = '<html><head><meta charSet="utf-8"/><link rel="stylesheet" href="/assets/a.css#"/></head><body></body></html>';
    const inlined = inlineStylesheets(page, (href) => (href === '/assets/a.css#' ? '.a{}' : ''));
    expect(inlined).toContain('<style>.a{}</style>');
    expect(inlined).toContain('<link rel="stylesheet" href="/assets/a.css" disabled=""/>');
  });
});
