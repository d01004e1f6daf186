// Where a page finds the site's script (src/islands/islands.ts): in the build, the file Vite's documented build
// manifest names for it (the client build runs before the pages are prerendered); in `npm run dev`, the module as the
// dev server serves it, behind the dev loop (src/islands/dev.ts).
import fs from 'node:fs';
import path from 'node:path';
import { buildDirectory } from '../deploy.ts';

/** The entry's path from the project's root, as Vite's manifest names it (tooling/build/islands.ts adds it to the build). */
export const ISLANDS_ENTRY = 'src/islands/islands.ts';
const DEV_ENTRY = 'src/islands/dev.ts';

type ManifestChunk = { file: string; isEntry?: boolean };
let built: string | undefined;

/** The islands' script under the site's base. */
export function islandsScript(): string {
  const base = import.meta.env.BASE_URL;
  if (import.meta.env.DEV) return `${base}${DEV_ENTRY}`;
  if (built) return built;
  const file = path.join(buildDirectory(process.env), 'client', '.vite', 'manifest.json');
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  const entry = manifest[ISLANDS_ENTRY];
  if (!entry?.isEntry)
    throw new Error(`${file} has no entry for ${ISLANDS_ENTRY}: is tooling/build/islands.ts among vite.config.ts's plugins?`);
  built = `${base}${entry.file}`;
  return built;
}
