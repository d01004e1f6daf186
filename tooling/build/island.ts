// The build's step for the request form's island (vite.island.config.ts): its scripts join the site's files, and its
// styles are checked against the page's, which carry them (the island's own stylesheet is never loaded).
import fs from 'node:fs';
import path from 'node:path';
import { islandDir, islandFiles } from '../../src/request/island.server.ts';

/** The class names a stylesheet defines, without what url() and strings hold. */
export function classNames(css: string): Set<string> {
  const plain = css.replace(/url\([^)]*\)|"[^"]*"|'[^']*'/g, '');
  return new Set([...plain.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map(([, name = '']) => name));
}

/**
 * Copies the island's scripts into the site's folder `client`, then fails when the island uses a class the site's
 * stylesheets do not define: both builds must name the CSS modules' classes alike (tooling/build/vite-site.ts).
 */
export function shipIsland(buildDirectory: string, client: string): void {
  const { scripts, styles } = islandFiles(buildDirectory);
  for (const file of scripts) fs.cpSync(path.join(islandDir(buildDirectory), file), path.join(client, file));
  const site = new Set<string>();
  for (const file of fs.readdirSync(path.join(client, 'assets')).filter((f) => f.endsWith('.css')))
    for (const name of classNames(fs.readFileSync(path.join(client, 'assets', file), 'utf8'))) site.add(name);
  const missing = styles.flatMap((file) =>
    [...classNames(fs.readFileSync(path.join(islandDir(buildDirectory), file), 'utf8'))].filter((name) => !site.has(name)),
  );
  if (missing.length)
    throw new Error(`The request form's island uses classes the site's stylesheets do not define: ${[...new Set(missing)].join(', ')}`);
}
