// What a built page makes the browser download before interaction (tooling/bench/page-weight.ts): its inline styles and
// the stylesheets it links, never those its links only name for an island's loader (`disabled`).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { siteScriptLoader } from '~/islands/markup';
import { pageWeight } from '../../tooling/bench/page-weight.ts';

const gzip = (text: string) => zlib.gzipSync(text, { level: 9 }).length;
let dir = '';
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A built site of one page, its assets written beside it. */
function site(html: string, assets: Record<string, string>) {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-weight-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  for (const [name, text] of Object.entries(assets)) fs.writeFileSync(path.join(dir, 'assets', name), text);
  fs.writeFileSync(path.join(dir, 'index.html'), html);
  return path.join(dir, 'index.html');
}

describe('pageWeight', () => {
  const inline = '.hero{color:#111;padding:2rem}'.repeat(20);
  const island = '.carousel{display:flex}'.repeat(50);
  const late = 'body{margin:0}'.repeat(30);

  it('counts the inline styles and an enabled stylesheet, not a disabled link the browser never downloads', () => {
    const page = site(
      `<html><head><style>${inline}</style><link rel="stylesheet" href="/assets/island-a.css" disabled=""/>` +
        `<link rel="stylesheet" href="/assets/late.css"/></head><body></body></html>`,
      { 'island-a.css': island, 'late.css': late },
    );
    const weight = pageWeight(dir, page);
    expect(weight.cssFiles).toEqual([
      { href: '/assets/late.css', bytes: gzip(late) },
      { href: '<style>', bytes: gzip(inline) },
    ]);
    expect(weight.css).toBe(gzip(late) + gzip(inline));
  });

  it('counts the site script and what it imports statically, not what it imports when an island is due', () => {
    const page = site(`<html><head><script type="module" src="/assets/islands-x.js"></script></head><body></body></html>`, {
      'islands-x.js': 'import{a}from"./shared-y.js";const load=()=>import("./island-z.js");',
      'shared-y.js': 'export const a=1;',
      'island-z.js': 'export default 2;'.repeat(100),
    });
    const weight = pageWeight(dir, page);
    expect(weight.jsFiles.map((f) => f.href).sort()).toEqual(['/assets/islands-x.js', '/assets/shared-y.js']);
    expect(weight.css).toBe(0);
    // As the build writes it: named by the loader that asks for it once the page has painted.
    fs.writeFileSync(page, `<html><head></head><body><script>${siteScriptLoader('/assets/islands-x.js')}</script></body></html>`);
    expect(
      pageWeight(dir, page)
        .jsFiles.map((f) => f.href)
        .sort(),
    ).toEqual(['/assets/islands-x.js', '/assets/shared-y.js']);
  });
});
