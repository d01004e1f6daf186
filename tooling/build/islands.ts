// The islands in the site's own build (src/islands): their script is one more entry of React Router's client build,
// through Vite's documented plugin hooks, so the islands and the pages share one build, one CSS pipeline and one set
// of class names. In `npm run dev`, the pages load the same script from the dev server (src/islands/dev.ts).
import path from 'node:path';
import type { Plugin } from 'vite';
import { islandFolders } from '../../src/islands/folders.ts';
import { ISLANDS_ENTRY } from '../../src/islands/script.server.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const FOLDERS = Object.entries(islandFolders).map(([name, folder]) => ({ name, folder: path.join(ROOT, folder) + path.sep }));

/** What an island's chunk is named: this, then the island's name. */
const CHUNK_PREFIX = 'island-';

/** The island whose folder holds module `id`, or null. */
const islandOf = (id: string) => FOLDERS.find(({ folder }) => id.startsWith(folder))?.name ?? null;

/**
 * The code-splitting group (Vite's `build.rolldownOptions.output.codeSplitting`) that gives each island's own modules
 * a chunk of its own, `island-<name>`: the templates import an island's component to draw the page, which would
 * otherwise put it in the pages' chunks, and the browser would load a page's whole module with the island.
 */
export const islandChunks = {
  name: (id: string) => {
    const name = islandOf(id);
    return name ? `${CHUNK_PREFIX}${name}` : null;
  },
  test: (id: string) => islandOf(id) !== null,
  priority: 5,
};

export function islandsPlugin(): Plugin {
  return {
    name: 'site:islands',
    configEnvironment(name, config, { command }) {
      if (command !== 'build' || name !== 'client') return undefined;
      const input = (config.build?.rolldownOptions ?? config.build?.rollupOptions)?.input;
      // React Router gives its client build a list of entries (its client entry and the route modules).
      if (!Array.isArray(input))
        throw new Error(`The client build's entries are not a list (${typeof input}): the islands' entry cannot join them`);
      return { build: { rollupOptions: { input: [...input, path.join(ROOT, ISLANDS_ENTRY)] } } };
    },
    // An island loads its own chunk and the shared ones, never another island's: a module two islands import and no
    // group of vite.config.ts claims lands in one island's chunk, which the other then loads whole.
    generateBundle(_, bundle) {
      if (this.environment.name !== 'client') return;
      const islands = Object.values(bundle).filter(
        (output): output is Extract<typeof output, { type: 'chunk' }> => output.type === 'chunk' && output.name.startsWith(CHUNK_PREFIX),
      );
      const names = new Map(islands.map((chunk) => [chunk.fileName, chunk.name]));
      for (const chunk of islands) {
        const others = chunk.imports.flatMap((file) => names.get(file) ?? []);
        if (others.length)
          this.error(
            `${chunk.name} imports ${others.join(', ')}: put the modules both islands use in a shared group (vite.config.ts, codeSplitting)`,
          );
      }
    },
    // A page is drawn on the server: a change to what drew it reloads the open page (an island's own modules update
    // in the browser, and src/islands/dev.ts reloads then too).
    hotUpdate({ modules, server }) {
      if (this.environment.name === 'ssr' && modules.length) server.ws.send({ type: 'full-reload' });
    },
  };
}
