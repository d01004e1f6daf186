import fs from 'node:fs';
import path from 'node:path';
import type { EnvironmentModuleNode, Plugin, ViteDevServer } from 'vite';
import { checkAllContent } from './content-check.ts';
import { contentGenerator, type ContentGenerator } from './content-generate.ts';
import { formatProblems, type ContentProblem } from './content-problem.ts';

const GENERATED = path.resolve('.contentlayer/generated');
const ROUTES = path.resolve('src/routes.ts');
const CONTENT = path.resolve('content');
const CONTENT_FILE = /\.(ya?ml|md)$/;
const PAGE_LOADED = 'content:page-loaded';

/** The generated lists that decide which routes exist: a new trade or legal page needs a new route. */
function routeSources() {
  return ['Trade', 'Legal', 'Sample']
    .map((kind) => {
      const index = path.join(GENERATED, kind, '_index.json');
      return fs.existsSync(index) ? (JSON.parse(fs.readFileSync(index, 'utf8')) as { slug: string }[]).map((d) => d.slug).join() : '';
    })
    .join('|');
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

/** Vite's error overlay for content mistakes: the same French text as the terminal, pointing at the first one. */
function overlay(problems: readonly ContentProblem[]) {
  const first = problems[0];
  return {
    type: 'error' as const,
    err: {
      message: formatProblems(problems),
      stack: '',
      plugin: 'contenu',
      id: first?.file,
      loc: first?.line ? { file: first.file, line: first.line, column: first.column ?? 1 } : undefined,
    },
  };
}

/**
 * The content loop of `npm run dev`: Vite's own watcher (chokidar) sees every save under content/; the content is
 * checked, then generated in this process, then the open page reloads. A mistake shows in the page as Vite's
 * error overlay and in the terminal, in French; the next good save clears it.
 */
export function contentDev(): Plugin {
  return {
    name: 'content-dev',
    apply: 'serve',
    // The generated folder is rewritten on every save: Vite would replay one update per file.
    // React Router's child compiler, which runs during builds, keeps plugins' config hooks with `watch: null`:
    // turning the watcher on there would make every build watch (and stat) every file it writes.
    // Contract: docs/framework-contracts.md#child-compiler-watch
    config: (config) => (config.server?.watch === null ? undefined : { server: { watch: { ignored: ['**/.contentlayer/**'] } } }),
    transform(code, id) {
      if (!/[\\/]entry\.client\.[jt]sx?$/.test(id)) return;
      return `${code}\nif (import.meta.hot) import.meta.hot.send(${JSON.stringify(PAGE_LOADED)}, { since: performance.timeOrigin });\n`;
    },
    async configureServer(server) {
      const logger = server.config.logger;
      let generator: ContentGenerator | undefined;
      let problems: ContentProblem[] = checkAllContent();
      if (problems.length) logger.error(formatProblems(problems));
      let routes = routeSources();
      let running: Promise<void> | undefined;
      let again = false;
      let quiet = problems.length === 0;
      let updatedAt = 0;

      async function update() {
        const started = performance.now();
        const next = checkAllContent();
        if (next.length > 0) {
          problems = next;
          logger.error(`\n${formatProblems(problems)}\n`, { timestamp: true });
          server.ws.send(overlay(problems));
          return;
        }
        const fixed = problems.length > 0;
        problems = [];
        generator ??= await contentGenerator();
        const result = await generator.generate();
        if (!result.ok) {
          problems = [
            { file: 'content/', problem: 'Le contenu n’a pas pu être généré.', fix: 'Annulez la dernière modification, puis réessayez.' },
          ];
          logger.error(result.log);
          server.ws.send(overlay(problems));
          return;
        }
        const nextRoutes = routeSources();
        if (nextRoutes !== routes) {
          routes = nextRoutes;
          const now = new Date();
          fs.utimesSync(ROUTES, now, now);
        }
        invalidateContent(server);
        updatedAt = Date.now();
        server.ws.send({ type: 'full-reload', path: '*' });
        const ms = Math.round(performance.now() - started);
        if (quiet) quiet = false;
        else logger.info(fixed ? `Contenu corrigé, page rechargée (${ms} ms).` : `Contenu mis à jour (${ms} ms).`, { timestamp: true });
      }

      /** One update at a time; saves that land during one trigger exactly one more. */
      function schedule() {
        if (running) {
          again = true;
          return;
        }
        running = update()
          .catch((error: unknown) => logger.error(String(error)))
          .finally(() => {
            running = undefined;
            if (again) {
              again = false;
              schedule();
            }
          });
      }

      server.watcher.add(CONTENT);
      server.watcher.on('all', (_event, file) => {
        if (file.startsWith(CONTENT + path.sep) && CONTENT_FILE.test(file)) schedule();
      });
      // Pages requested during an update wait for it. A page that was still loading when the reload went out
      // missed it: once its update channel opens it says when it started loading, and reloads if that was before
      // the last update (PAGE_LOADED, sent by the line `transform` adds to the client entry).
      server.middlewares.use((req, _res, next) => {
        if (req.method !== 'GET' || !req.headers.accept?.includes('text/html') || !running) return next();
        void running.then(() => next());
      });
      server.ws.on(PAGE_LOADED, (data: { since?: number }, client) => {
        if ((data.since ?? 0) < updatedAt) client.send({ type: 'full-reload', path: '*' });
        else if (problems.length > 0) client.send(overlay(problems));
      });
      // Compiled while the server starts, not before it listens; then the content saved while it was stopped.
      void contentGenerator().then((ready) => {
        generator ??= ready;
        if (problems.length === 0) schedule();
      });
    },
  };
}
