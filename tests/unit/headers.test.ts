import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { contentSecurityPolicy, inlineScriptHashes, withPolicy, writeHeaders } from '../../tooling/build/pages.ts';
import { assertHeadersFit, HEADERS_LIMITS, headersRules } from '../../tooling/build/headers-rules.ts';
import { pagePatterns, siteRoutes } from '~/paths';

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

  test('the build refuses a file a host would cut, naming the limit', () => {
    const many = Array.from({ length: HEADERS_LIMITS.rules + 1 }, (_, i) => `/p${i}\n  Cache-Control: no-cache`).join('\n');
    expect(() => assertHeadersFit(many)).toThrow(/101 rules.*100/);
    expect(() => assertHeadersFit(`/*\n  X-Long: ${'a'.repeat(HEADERS_LIMITS.lineLength)}`)).toThrow(/2000/);
    expect(() => assertHeadersFit('# a comment\n/*\n  X-A: b')).not.toThrow();
  });
});
