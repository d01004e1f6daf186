import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import {
  contentSecurityPolicy,
  inlineScriptHashes,
  SITE_WIDE_HEADERS,
  STATIC_FILE_POLICY,
  staticFilePatterns,
  withPolicy,
  writeHeaders,
} from '../../tooling/build/pages.ts';
import { publicFiles } from '../../tooling/content/check.ts';
import { publicAddress, publicFileHeaders } from '../../tooling/dev/publicHeaders.ts';
import {
  assertHeadersFit,
  HEADERS_LIMITS,
  headersAt,
  headersRules,
  parseHeadersFile,
  patternMatches,
} from '../../tooling/build/headers-rules.ts';
import { pagePatterns, routesOf, siteRoutes } from '~/paths';

const doc = (folder: string) => (slug: string) => ({ slug, _raw: { sourceFilePath: `${folder}/${slug}` } });
const catalogue = (trades: number) => ({
  trades: Array.from({ length: trades }, (_, i) => `metier-${i}`).map(doc('trades')),
  samples: ['a', 'b'].map(doc('samples')),
  legals: ['cgv', 'confidentialite'].map(doc('legal')),
});

describe('page policy', () => {
  const page =
    '<html><head><meta charSet="utf-8"/><title>x</title></head><body><script>a()</script><script type="application/ld+json">{}</script><script src="/x.js"></script></body></html>';

  test('hashes the inline scripts only, not JSON-LD or external scripts', () => {
    expect(inlineScriptHashes(page)).toEqual([`'sha256-${crypto.createHash('sha256').update('a()').digest('base64')}'`]);
  });

  test('goes first in <head>, before the scripts and styles it governs', () => {
    const policy = contentSecurityPolicy({ scriptHashes: inlineScriptHashes(page), formEndpoint: 'https://forms.example/f/1' });
    const html = withPolicy(page, policy);
    expect(html).toMatch(
      /^<html><head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'sha256-/,
    );
    expect(policy).toContain("connect-src 'self' https://forms.example");
    // Without a script, the request form posts to the form service itself (an HTML form first).
    expect(policy).toContain("form-action 'self' https://forms.example;");
    expect(policy.match(/script-src[^;]*/)?.[0]).not.toMatch(/unsafe/);
    // A <meta> policy cannot carry frame-ancestors (the browser ignores it and says so): _headers sends it.
    expect(policy).not.toContain('frame-ancestors');
  });

  test('fails the build on a page without exactly one charset', () => {
    expect(() => withPolicy('<html><head></head></html>', 'x')).toThrow(/charSet/);
  });
});

describe('_headers', () => {
  test('one rule per kind of page, whatever the number of trades', () => {
    expect(pagePatterns(siteRoutes(catalogue(1000)))).toEqual(pagePatterns(siteRoutes(catalogue(3))));
    expect(pagePatterns(siteRoutes(catalogue(1000))).length).toBeLessThan(20);
  });

  test('the written file fits the hosts at 1,000 trades', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'headers-'));
    fs.copyFileSync('public/_headers', path.join(dir, '_headers'));
    writeHeaders(dir, pagePatterns(siteRoutes(catalogue(1000))));
    const { rules, longestLine } = headersRules(fs.readFileSync(path.join(dir, '_headers'), 'utf8'));
    expect(rules).toBeLessThanOrEqual(HEADERS_LIMITS.rules);
    expect(longestLine).toBeLessThanOrEqual(HEADERS_LIMITS.lineLength);
    fs.rmSync(dir, { recursive: true });
  });

  /** The _headers file a build writes from public/_headers, for production or a preview. */
  function written(preview: boolean, editor = !preview, formEndpoint = 'https://forms.example/f/1') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'headers-'));
    fs.copyFileSync('public/_headers', path.join(dir, '_headers'));
    writeHeaders(dir, pagePatterns(siteRoutes(catalogue(3))), { preview, editor, formEndpoint });
    const text = fs.readFileSync(path.join(dir, '_headers'), 'utf8');
    fs.rmSync(dir, { recursive: true });
    return { text, blocks: parseHeadersFile(text) };
  }
  // Every kind of address the site has: pages and their data, the not-found page, files, the editor.
  const ADDRESSES = [
    ...routesOf(catalogue(3)),
    ...routesOf(catalogue(3)).map((route) => `${route}_.data`),
    '/index.html',
    '/404.html',
    '/robots.txt',
    '/assets/entry.client-abc.js',
    '/_img/photo-320-abc.avif',
    '/media/demo.mp4',
    '/steps/analyse.svg',
    '/icons.svg',
    '/admin',
    '/admin/',
    '/admin/index.html',
    '/admin/assets/index-abc.js',
  ];
  const directives = (policy: string) => new Map(policy.split(/;\s*/).map((d) => [d.split(' ')[0], d.split(' ').slice(1).join(' ')]));

  test.each([
    ['production', false],
    ['a preview', true],
  ])('%s: one block per pattern, and one /* block with every header all addresses need', (_, preview) => {
    const { text, blocks } = written(preview);
    expect(headersRules(text).repeated).toEqual([]);
    const everywhere = blocks.filter((block) => block.pattern === '/*');
    expect(everywhere).toHaveLength(1);
    const names = everywhere[0]?.headers.map(([name]) => name);
    for (const name of ['X-Frame-Options', 'Permissions-Policy', 'X-Content-Type-Options', 'Referrer-Policy', 'Content-Security-Policy'])
      expect(names).toContain(name);
    for (const [name, value] of SITE_WIDE_HEADERS[preview ? 'preview' : 'production'])
      expect(everywhere[0]?.headers).toContainEqual([name, value]);
  });

  test.each([
    ['production', false],
    ['a preview', true],
  ])('%s: each address gets each header from one block, the editor’s policy aside, which repeats every directive', (_, preview) => {
    const { blocks } = written(preview);
    for (const address of ADDRESSES) {
      const matching = blocks.filter((block) => patternMatches(block.pattern, address));
      const names = matching.flatMap((block) => [...new Set(block.headers.map(([name]) => name.toLowerCase()))]);
      const twice = [...new Set(names.filter((name, i) => names.indexOf(name) !== i))];
      const staticFile = staticFilePatterns('public').some((pattern) => patternMatches(pattern, address));
      if (staticFile) {
        // A file of public/: the site-wide policy and the static files' one, both enforced.
        expect(twice, address).toEqual(['content-security-policy']);
        continue;
      }
      if (!matching.some((block) => block.pattern.startsWith('/admin/'))) {
        expect(twice, address).toEqual([]);
        continue;
      }
      expect(twice, address).toEqual(['content-security-policy']);
      // Two policies, both enforced: the editor's own must hold each directive of the site-wide one, as strict or stricter.
      const [siteWide = '', editor = ''] = matching.flatMap((block) =>
        block.headers.filter(([name]) => name === 'Content-Security-Policy').map(([, value]) => value),
      );
      for (const [directive, value] of directives(siteWide))
        expect([value, "'none'"], `${address} ${directive}`).toContain(directives(editor).get(directive));
    }
  });

  test('every page address gets the headers hosts send it: Cloudflare Pages’ merge, value by value', () => {
    const { blocks } = written(false);
    for (const address of ADDRESSES.filter((a) => !/^\/(admin|assets|_img|media|steps)|\.(txt|svg)$/.test(a))) {
      const sent = headersAt(blocks, address);
      expect(sent.get('x-frame-options'), address).toBe('DENY');
      expect(sent.get('content-security-policy'), address).toMatch(/frame-ancestors 'none'/);
      // No browsing context group switch when a visitor arrives: a page starts in the process its tab has (PAGE_HEADERS).
      expect(sent.get('cross-origin-opener-policy'), address).toBeUndefined();
      expect(sent.get('cache-control'), address).toBe('no-cache');
    }
  });

  test('every file of public/ is sent with a policy that runs no script (an SVG opened on its own), no page is', () => {
    const { blocks } = written(false);
    const files = publicFiles('public').filter((file) => file !== '/_headers');
    expect(files.length).toBeGreaterThan(0);
    for (const address of [...files, '/media/evil.svg', '/_img/photo-320-abc.avif']) {
      const policy = headersAt(blocks, address).get('content-security-policy') ?? '';
      expect(policy, address).toContain("script-src 'none'");
      expect(policy, address).toMatch(/(?:^|;\s*)sandbox(?:;|,|$)/);
    }
    for (const address of ADDRESSES.filter((a) => !staticFilePatterns('public').some((pattern) => patternMatches(pattern, a))))
      expect(headersAt(blocks, address).get('content-security-policy') ?? '', address).not.toContain(STATIC_FILE_POLICY);
  });

  test('npm run dev sends each file of public/ what a preview’s _headers gives it, at every address Vite serves it', () => {
    const { blocks } = written(true, false, '');
    const places = { base: '/', root: process.cwd(), publicDir: path.resolve('public') };
    const files = publicFiles('public').filter((file) => file !== '/_headers');
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      for (const url of [
        file,
        `${file}?import`,
        encodeURI(file).replace(/^\/(.)/, (_, c: string) => `/%${c.charCodeAt(0).toString(16)}`),
        `/public${file}`,
        `/@fs${places.publicDir}${file}`,
        `/x/..${file}`,
      ])
        expect(publicAddress(url, places), url).toBe(file);
      expect(publicFileHeaders(file, places.publicDir), file).toEqual(headersAt(blocks, file));
    }
    for (const url of ['/', '/demande/', '/src/root.tsx', '/admin/', '/@vite/client', `/@fs${path.resolve('package.json')}`])
      expect(publicAddress(url, places), url).toBeUndefined();
  });

  test('a folder of public/ named like a page stops the build: the page would lose its scripts', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'headers-'));
    fs.copyFileSync('public/_headers', path.join(dir, '_headers'));
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'public-'));
    fs.mkdirSync(path.join(publicDir, 'demande'));
    try {
      expect(() => writeHeaders(dir, ['/demande/*'], { publicDir })).toThrow(
        /public\/demande\/ would send script-src 'none' to the page \/demande\/\*/,
      );
    } finally {
      fs.rmSync(dir, { recursive: true });
      fs.rmSync(publicDir, { recursive: true });
    }
  });

  test('the policy of every address lets the request form post to the form service, and nowhere else', () => {
    const formAction = (endpoint: string) =>
      directives(headersAt(written(false, true, endpoint).blocks, '/demande/').get('content-security-policy') ?? '').get('form-action');
    expect(formAction('https://forms.example/f/1')).toBe("'self' https://forms.example");
    expect(formAction('/__form')).toBe("'self'");
  });

  test('a preview keeps no rule of the editor it does not ship', () => {
    expect(written(true).blocks.filter((block) => block.pattern.startsWith('/admin'))).toEqual([]);
    expect(written(false).blocks.filter((block) => block.pattern.startsWith('/admin')).length).toBeGreaterThan(0);
  });

  test('the build refuses a file a host would cut, naming the limit', () => {
    const many = Array.from({ length: HEADERS_LIMITS.rules + 1 }, (_, i) => `/p${i}\n  Cache-Control: no-cache`).join('\n');
    expect(() => assertHeadersFit(many)).toThrow(/101 rules.*100/);
    expect(() => assertHeadersFit(`/*\n  X-Long: ${'a'.repeat(HEADERS_LIMITS.lineLength)}`)).toThrow(/2000/);
    expect(() => assertHeadersFit('# a comment\n/*\n  X-A: b')).not.toThrow();
    // Cloudflare Pages keys its rules by pattern: a second /* block replaces the first.
    expect(() => assertHeadersFit('/*\n  X-A: b\n/assets/*\n  X-B: c\n/*\n  X-C: d')).toThrow(
      /more than one block for \/\*.*keeps only the last/,
    );
  });
});
