import fs from 'node:fs';
import path from 'node:path';
import type { EnvironmentModuleNode, Plugin, ViteDevServer } from 'vite';

const GENERATED = path.resolve('.contentlayer/generated');
const ROUTES = path.resolve('src/routes.ts');

/** The content files that decide which routes exist: a new trade or legal page needs a new route. */
function routeSources() {
  return ['Trade', 'Legal'].map((kind) => {
    const index = path.join(GENERATED, kind, '_index.json');
    return fs.existsSync(index) ? fs.readFileSync(index, 'utf8').length : 0;
  });
}

/** Drops the generated modules and everything that imports them, and nothing else (a full invalidation costs ~1 s). */
function invalidateContent(server: ViteDevServer) {
  for (const environment of Object.values(server.environments)) {
    const graph = environment.moduleGraph;
    const stale = new Set<EnvironmentModuleNode>();
    const visit = (mod: EnvironmentModuleNode) => {
      if (stale.has(mod)) return;
      stale.add(mod);
      mod.importers.forEach(visit);
    };
    for (const [id, mod] of graph.idToModuleMap) if (id.includes(`${path.sep}.contentlayer${path.sep}`)) visit(mod);
    const now = Date.now();
    for (const mod of stale) graph.invalidateModule(mod, new Set(), now, true);
  }
}

/**
 * Reloads the open page when contentlayer2 dev rewrites the generated content. Vite itself ignores the
 * generated folder (it would otherwise replay one update per file), so this plugin invalidates the server
 * modules once the writes settle, then asks the browser to reload: loader data does not refresh by itself.
 */
export function contentReload(): Plugin {
  return {
    name: 'content-reload',
    apply: 'serve',
    // React Router's child compiler, which runs during builds, keeps plugins' config hooks with `watch: null`:
    // turning the watcher on there would make every build watch (and stat) every file it writes.
    config: (config) => (config.server?.watch === null ? undefined : { server: { watch: { ignored: ['**/.contentlayer/**'] } } }),
    configureServer(server) {
      if (!fs.existsSync(GENERATED)) return;
      let timer: NodeJS.Timeout | undefined;
      let routes = routeSources().join();
      const watcher = fs.watch(GENERATED, { recursive: true }, () => {
        clearTimeout(timer);
        timer = setTimeout(() => {
          const next = routeSources().join();
          if (next !== routes) {
            routes = next;
            const now = new Date();
            fs.utimesSync(ROUTES, now, now);
          }
          invalidateContent(server);
          server.ws.send({ type: 'full-reload' });
        }, 60);
      });
      server.httpServer?.on('close', () => watcher.close());
    },
  };
}
