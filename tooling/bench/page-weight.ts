// What each prerendered page makes the browser download before interaction: its scripts and stylesheets, gzip-compressed.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { pageFile } from '../../src/paths.ts';
import { siteScriptOf } from '../../src/islands/markup.ts';

const gzipBytes = (data: string | Buffer) => zlib.gzipSync(data, { level: 9 }).length;
const gzipSize = (file: string) => gzipBytes(fs.readFileSync(file));

type Weighed = { href: string; bytes: number };

/** A built script and every script it imports statically, as paths under `assets/` (what loading it loads). */
export function scriptGraph(assetsDir: string, file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = fs.readFileSync(path.join(assetsDir, file), 'utf8');
  // Static imports only (`import{…}from"./x.js"`, `import"./x.js"`): a dynamic import loads later, when it is due.
  for (const [, imported = ''] of code.matchAll(/\bimport\s*(?:[^"'()]*?from\s*)?["']\.\/([^"']+\.js)["']/g))
    scriptGraph(assetsDir, imported, seen);
  return seen;
}

/** Initial JS and CSS of one built HTML page, in bytes (gzip), with the files they are made of (`<style>`: its inline CSS). */
export function pageWeight(
  clientDir: string,
  htmlFile: string,
  base = '/',
): { js: number; css: number; jsFiles: Weighed[]; cssFiles: Weighed[] } {
  const html = fs.readFileSync(htmlFile, 'utf8');
  const local = (href: string) => path.join(clientDir, href.slice(base.length - 1).replace(/^\//, ''));
  // The scripts the page names (the site's script, src/islands/islands.ts, which its loader asks for once the page has
  // painted) and what they import statically.
  const named = [
    ...[...html.matchAll(/<script type="module" src="([^"]+)"/g)].map((m) => m[1] ?? ''),
    ...[...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].flatMap((m) => siteScriptOf(m[1] ?? '') ?? []),
  ].filter((href) => href.startsWith(`${base}assets/`));
  const scripts = new Set(
    named
      .flatMap((href) => [...scriptGraph(path.join(clientDir, 'assets'), href.slice(`${base}assets/`.length))])
      .map((file) => `${base}assets/${file}`),
  );
  // The page's styles are inline (tooling/build/pages.ts). Its <link disabled> tags only keep the files' addresses for
  // an island's loader: the browser downloads none of them. A stylesheet link left enabled would load, and counts.
  const styles = new Set(
    [...html.matchAll(/<link rel="stylesheet" href="([^"#]+\.css)#?"([^>]*)>/g)]
      .filter(([, , rest = '']) => !/\bdisabled\b/.test(rest))
      .map((m) => m[1] ?? ''),
  );
  const inline = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? '').join('');
  const weigh = (hrefs: Set<string>): Weighed[] => [...hrefs].map((href) => ({ href, bytes: gzipSize(local(href)) }));
  const js = weigh(scripts);
  const css = [...weigh(styles), ...(inline ? [{ href: '<style>', bytes: gzipBytes(inline) }] : [])];
  const sum = (files: Weighed[]) => files.reduce((total, f) => total + f.bytes, 0);
  return { js: sum(js), css: sum(css), jsFiles: js, cssFiles: css };
}

/**
 * What each island makes the browser download when it hydrates, beyond the site's script: its own chunk, React, Mantine
 * and the rest (gzip), from the build's file names (`island-<name>-….js`, `hydrate-….js`, `islands-….js`).
 */
export function islandWeights(clientDir: string): { island: string; bytes: number }[] {
  const assets = path.join(clientDir, 'assets');
  const files = fs.readdirSync(assets);
  // The site's script: its entry and the chunk it shares with the islands, both `islands-…` and both loaded by the page.
  const site = files.filter((f) => /^islands-[\w-]+\.js$/.test(f));
  const hydrate = files.find((f) => /^hydrate-[\w-]+\.js$/.test(f));
  if (!site.length || !hydrate) throw new Error(`${assets} has no islands' script or no hydrate chunk`);
  const loaded = new Set(site.flatMap((file) => [...scriptGraph(assets, file)]));
  return files
    .filter((f) => /^island-[\w-]+\.js$/.test(f))
    .map((file) => {
      const graph = new Set([...scriptGraph(assets, file), ...scriptGraph(assets, hydrate)]);
      const bytes = [...graph].filter((f) => !loaded.has(f)).reduce((total, f) => total + gzipSize(path.join(assets, f)), 0);
      return { island: /^island-(.+)-[\w-]{8}\.js$/.exec(file)?.[1] ?? file, bytes };
    });
}
/** The built HTML file of a route. */
export const htmlOf = (clientDir: string, route: string): string => path.join(clientDir, pageFile(route));

export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
