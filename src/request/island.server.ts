// Where the request form's island bundle is (vite.island.config.ts builds it before React Router's build): read at
// prerender time by the request route's loader, and by the build's last step, which copies it next to the site's files.
import fs from 'node:fs';
import path from 'node:path';

/** The island's entry module, as Vite's manifest names it (its path from the project's root). */
export const ISLAND_ENTRY = 'src/request/island.tsx';

/** The folder of the island's own build: beside the site's build folder, which React Router's build empties first. */
export const islandDir = (buildDirectory: string) => `${path.normalize(buildDirectory).replace(/[\\/]+$/, '')}-island`;

type ManifestChunk = { file: string; isEntry?: boolean; css?: string[] };

/**
 * The island's files, from its Vite manifest: the entry's path under the site's base (`assets/request-island-….js`)
 * and every file of the build. Fails, naming the command to run, when the island was not built.
 */
export function islandFiles(buildDirectory: string): { entry: string; scripts: string[]; styles: string[] } {
  const file = path.join(islandDir(buildDirectory), '.vite', 'manifest.json');
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: run "npm run build", which builds the request form's island first`);
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  const entry = manifest[ISLAND_ENTRY];
  if (!entry?.isEntry) throw new Error(`${file} has no entry for ${ISLAND_ENTRY}`);
  const chunks = Object.values(manifest);
  return {
    entry: entry.file,
    scripts: [...new Set(chunks.map((chunk) => chunk.file))],
    styles: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))],
  };
}
