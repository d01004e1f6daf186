import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import * as content from '../../.contentlayer/generated/index.mjs';
import { islandPaths, pageFile, REQUEST_PATH, samplePath, scriptlessPaths, siteRoutes } from '~/paths';
import { ISLAND_ENTRY, islandDir, islandFiles } from '~/request/island.server';
import { islandLoader } from '~/request/RequestIsland';
import { classNames, shipIsland } from '../../tooling/build/island.ts';
import { contentSecurityPolicy, finishPages, inlineScriptHashes, withIsland, withoutScripts } from '../../tooling/build/pages.ts';

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

describe('pages with an island', () => {
  let dir = '';
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));
  const ISLAND_PAGE = `<!DOCTYPE html><html lang="fr"><head><meta charSet="utf-8"/></head><body><h1>Demande</h1><div id="demande-formulaire" data-island=""><form></form></div><script type="application/json" id="demande-formulaire-donnees">{"a":1}</script><script type="module">${islandLoader('/assets/request-island-1.js')}</script></body></html>`;
  const site = (html: string, files: string[] = ['assets/request-island-1.js']) => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'island-'));
    fs.writeFileSync(path.join(dir, 'icons.svg'), '<svg></svg>');
    fs.mkdirSync(path.join(dir, 'demande'));
    fs.writeFileSync(path.join(dir, 'demande/index.html'), html);
    fs.mkdirSync(path.join(dir, 'assets'));
    for (const file of files) fs.writeFileSync(path.join(dir, file), '');
  };

  test('are the request page, by its kind', () => {
    expect(islandPaths(siteRoutes({ trades: content.allTrades, samples: content.allSamples, legals: content.allLegals }))).toEqual([
      REQUEST_PATH,
    ]);
  });

  test("pass with their island's loader, whose inline module is allowed by its hash and the props are not", () => {
    site(ISLAND_PAGE);
    expect(finishPages(dir, '/', { islands: ['demande/index.html'] })).toBe(1);
    const page = fs.readFileSync(path.join(dir, 'demande/index.html'), 'utf8');
    expect(page).toContain("script-src 'self' 'sha256-");
    expect(inlineScriptHashes(page)).toHaveLength(1);
  });

  test("fail the build on React Router's scripts, on a missing island file, and on no loader or two", () => {
    expect(() =>
      withIsland(
        ISLAND_PAGE.replace('</head>', '<link rel="modulepreload" href="/assets/x.js"/></head>'),
        'demande/index.html',
        () => true,
      ),
    ).toThrow(/should ship no React Router script, found modulepreload links/);
    expect(() => withIsland(HYDRATED, 'index.html', () => true)).toThrow(/found route data, modulepreload links/);
    site(ISLAND_PAGE, []);
    expect(() => finishPages(dir, '/', { islands: ['demande/index.html'] })).toThrow(
      /loads \/assets\/request-island-1.js, which is not in the build/,
    );
    expect(() => withIsland(STATIC, 'demande/index.html', () => true)).toThrow(/should load one island script, found 0/);
    const twice = ISLAND_PAGE.replace('</body>', `<script type="module">${islandLoader('/assets/other.js')}</script></body>`);
    expect(() => withIsland(twice, 'demande/index.html', () => true)).toThrow(/found 2/);
  });
});

describe("the island's styles", () => {
  test('are read as class names, without what url() and strings hold', () => {
    expect([...classNames('.a_x1 .b:hover{background:url(img/c.png)} [data-x=".d"]{} .mantine-Input-input{}')]).toEqual([
      'a_x1',
      'b',
      'mantine-Input-input',
    ]);
  });

  test('fail the build when the island uses a class the site does not define', () => {
    const build = fs.mkdtempSync(path.join(os.tmpdir(), 'build-'));
    const client = path.join(build, 'client');
    try {
      fs.mkdirSync(path.join(islandDir(build), '.vite'), { recursive: true });
      fs.mkdirSync(path.join(islandDir(build), 'assets'));
      fs.mkdirSync(path.join(client, 'assets'), { recursive: true });
      const manifest = { [ISLAND_ENTRY]: { file: 'assets/request-island-1.js', isEntry: true, css: ['assets/request-island-2.css'] } };
      fs.writeFileSync(path.join(islandDir(build), '.vite/manifest.json'), JSON.stringify(manifest));
      fs.writeFileSync(path.join(islandDir(build), 'assets/request-island-1.js'), 'export {};');
      fs.writeFileSync(path.join(islandDir(build), 'assets/request-island-2.css'), '._form_abc{} ._step_def{}');
      fs.writeFileSync(path.join(client, 'assets/request-1.css'), '._form_abc{}');
      expect(() => shipIsland(build, client)).toThrow(/classes the site's stylesheets do not define: _step_def/);
      expect(fs.existsSync(path.join(client, 'assets/request-island-1.js')), 'its script copied').toBe(true);
      fs.writeFileSync(path.join(client, 'assets/request-1.css'), '._form_abc{} ._step_def{}');
      expect(() => shipIsland(build, client)).not.toThrow();
    } finally {
      fs.rmSync(build, { recursive: true, force: true });
      fs.rmSync(islandDir(build), { recursive: true, force: true });
    }
  });

  test('fail the build, naming the command, when the island was not built', () => {
    expect(() => islandFiles(path.join(os.tmpdir(), 'no-such-build'))).toThrow(/no-such-build-island.*missing: run "npm run build"/);
  });
});
