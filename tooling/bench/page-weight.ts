// What each prerendered page makes the browser download before interaction: its scripts and stylesheets, gzip-compressed.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { pageFile } from '../../src/paths.ts';

const gzipSize = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;

type Weighed = { href: string; bytes: number };

/** Initial JS and CSS of one built HTML page, in bytes (gzip), with the files they are made of. */
export function pageWeight(
  clientDir: string,
  htmlFile: string,
  base = '/',
): { js: number; css: number; jsFiles: Weighed[]; cssFiles: Weighed[] } {
  const html = fs.readFileSync(htmlFile, 'utf8');
  const local = (href: string) => path.join(clientDir, href.slice(base.length - 1).replace(/^\//, ''));
  // Every script of the build the page names, as React Router writes them: its modulepreload links (one per chunk
  // the route needs) and the imports of its bootstrap module.
  const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1] ?? '');
  const imports = [...html.matchAll(/<script type="module"[^>]*>([\s\S]*?)<\/script>/g)].flatMap(([, body = '']) =>
    [...body.matchAll(/import(?:\s[^"]*?from\s*|\s*\(?\s*)"([^"]+\.js)"/g)].map((m) => m[1] ?? ''),
  );
  const scripts = new Set([...preloads, ...imports].filter((href) => href.startsWith(`${base}assets/`)));
  const styles = new Set([...html.matchAll(/<link rel="stylesheet" href="([^"#]+\.css)#?"/g)].map((m) => m[1] ?? ''));
  const weigh = (hrefs: Set<string>): Weighed[] => [...hrefs].map((href) => ({ href, bytes: gzipSize(local(href)) }));
  const js = weigh(scripts);
  const css = weigh(styles);
  const sum = (files: Weighed[]) => files.reduce((total, f) => total + f.bytes, 0);
  return { js: sum(js), css: sum(css), jsFiles: js, cssFiles: css };
}

/** The built HTML file of a route. */
export const htmlOf = (clientDir: string, route: string): string => path.join(clientDir, pageFile(route));

export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
