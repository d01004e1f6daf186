import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import * as content from '../../.contentlayer/generated/index.mjs';
import { pageFile, samplePath, scriptlessPaths, siteRoutes } from '~/paths';
import { contentSecurityPolicy, finishPages, inlineScriptHashes, withoutScripts } from '../../tooling/build/pages.ts';

const JSON_LD = '<script type="application/ld+json">{"@type":"WebPage"}</script>';
const STATIC = `<!DOCTYPE html><html lang="fr"><head><meta charSet="utf-8"/>${JSON_LD}</head><body><main><h1>CGV</h1></main></body></html>`;
const HYDRATED = `<!DOCTYPE html><html lang="fr"><head><meta charSet="utf-8"/><link rel="modulepreload" href="/assets/entry.client-4.js"/></head><body><h1>Accueil</h1><script>window.__reactRouterContext = {};</script><script type="module" async="">import * as route0 from "/assets/root-2.js";
window.__reactRouterRouteModules = {"root":route0};
import("/assets/entry.client-4.js");</script></body></html>`;

describe('script-less pages', () => {
  test('are the home page, the legal pages, the sample sites and the trade pages, by content file', () => {
    const routes = scriptlessPaths(siteRoutes({ trades: content.allTrades, samples: content.allSamples, legals: content.allLegals }));
    expect(routes).toHaveLength(1 + content.allSamples.length + content.allLegals.length + content.allTrades.length);
    expect(routes).toContain(samplePath(content.allSamples[0]?.slug ?? ''));
    expect(routes.map(pageFile)).toContain(`${content.allLegals[0]?.slug}/index.html`);
  });

  test('a page without scripts passes through as it is, JSON-LD included', () => {
    expect(withoutScripts(STATIC, 'cgv/index.html')).toBe(STATIC);
  });

  test('fails the build when a page listed as script-less carries a bootstrap, naming what it found', () => {
    expect(() => withoutScripts(HYDRATED, 'cgv/index.html')).toThrow(
      /cgv\/index.html should ship no scripts, found a module script, route data, modulepreload links/,
    );
    expect(() => withoutScripts(STATIC.replace('</body>', '<script src="/assets/x.js"></script></body>'), 'cgv/index.html')).toThrow(
      /a script file/,
    );
  });

  test('its policy runs its hashed inline scripts and nothing else; other pages keep their own scripts', () => {
    const policy = (modules: boolean, scriptHashes: string[]) =>
      contentSecurityPolicy({ scriptHashes, formEndpoint: '/x', modules })
        .split('; ')
        .find((d) => d.startsWith('script-src'));
    expect(policy(false, [])).toBe("script-src 'none'");
    expect(policy(false, ["'sha256-a'"])).toBe("script-src 'sha256-a'");
    expect(policy(true, ["'sha256-a'"])).toBe("script-src 'self' 'sha256-a'");
  });
});

describe('finishPages', () => {
  let dir = '';
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));
  const site = (pages: Record<string, string>) => {
    fs.rmSync(dir || path.join(os.tmpdir(), 'none'), { recursive: true, force: true });
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pages-'));
    fs.writeFileSync(path.join(dir, 'icons.svg'), '<svg></svg>');
    for (const [file, html] of Object.entries(pages)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), html);
    }
  };

  test("leaves React Router's bootstrap as it is on hydrated pages and script-less pages without scripts", () => {
    site({
      'index.html': HYDRATED,
      'cgv/index.html': STATIC,
      '404.html': STATIC.replace('</main>', '</main><script>console.error(location.pathname)</script>'),
    });
    expect(finishPages(dir, '/', { scriptless: ['cgv/index.html', '404.html'] })).toBe(3);
    const hydrated = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
    expect(hydrated.replace(/<meta http-equiv="Content-Security-Policy" content="[^"]+"\/>/, '')).toBe(HYDRATED);
    const cgv = fs.readFileSync(path.join(dir, 'cgv/index.html'), 'utf8');
    expect(cgv.replace(/<meta http-equiv="Content-Security-Policy" content="[^"]+"\/>/, '')).toBe(STATIC);
    expect(cgv).toContain("script-src 'none'");
    expect(inlineScriptHashes(cgv)).toEqual([]);
    expect(inlineScriptHashes(fs.readFileSync(path.join(dir, '404.html'), 'utf8'))).toHaveLength(1);
  });

  test('fails on a bootstrap where none is expected, on a page without one where one is, and on an unknown page', () => {
    site({ 'index.html': HYDRATED, 'cgv/index.html': STATIC });
    expect(() => finishPages(dir, '/', { scriptless: ['index.html', 'cgv/index.html'] })).toThrow(/index.html should ship no scripts/);
    site({ 'index.html': HYDRATED, 'cgv/index.html': STATIC });
    expect(() => finishPages(dir, '/', { scriptless: [] })).toThrow(/cgv\/index.html should hydrate, but ships no module script/);
    site({ 'index.html': HYDRATED, 'cgv/index.html': STATIC });
    expect(() => finishPages(dir, '/', { scriptless: ['cgv/index.html', 'mentions-legales/index.html'] })).toThrow(
      /missing from the build: mentions-legales/,
    );
  });
});
