import fs from 'node:fs';
import path from 'node:path';
import { normalizePath, type EnvironmentModuleNode, type Plugin, type ViteDevServer } from 'vite';
import { CONTENT_PROBLEMS, CONTENT_UPDATED, PAGE_LOADED } from '../../src/devEvents.ts';
import { isHiddenEntry } from '../../src/check/contentPlaces.ts';
import { checkContent } from '../content/check.ts';
import { contentFileStats, contentStamp, generatedUpToDate, listContentFiles } from '../content/files.ts';
import { watchContent, type ContentWatch } from '../content/generate.ts';
import { stageContent } from '../content/stage.ts';
import { formatProblems, type ContentProblem } from '../../src/check/problem.ts';

const GENERATED = path.resolve('.contentlayer/generated');
const ROUTES = path.resolve('src/routes.ts');
const CONTENT = path.resolve('content');
/** A change the check must see: any entry of content/ (a stray file is refused), hidden ones aside. */
const inContent = (file: string) =>
  file.startsWith(CONTENT + path.sep) && !isHiddenEntry(path.relative(CONTENT, file).split(path.sep).join('/'));
/** After an update, when the content files are looked at again (see schedule). */
const RECHECK_MS = [250, 1000];
/** How long an empty content file is taken for a save under way (see settledStamp). */
const EMPTY_WAIT_MS = 300;
/** How long a page may wait for the content before the terminal says what it waits for. */
const SLOW_WAIT_MS = 10_000;

/**
 * The content stamp once no file is empty, or after EMPTY_WAIT_MS: an editor empties a file before writing it,
 * and a busy machine can leave it empty for a moment. An update that read it then would show a mistake and
 * reload the page once fixed; a file that stays empty is checked (and refused) as it is.
 */
async function settledStamp(): Promise<string> {
  const deadline = performance.now() + EMPTY_WAIT_MS;
  let stats = contentFileStats(CONTENT);
  while (stats.some(({ size }) => size === 0) && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    stats = contentFileStats(CONTENT);
  }
  return contentStamp(CONTENT, stats);
}

/**
 * The files that have a page of their own, whose address is their file's name: the legal pages (a route each in
 * src/routes.ts), the trades and the sample sites (one dynamic route per kind, but a prerendered path each, which
 * the dev server also holds to: with `ssr: false`, React Router refuses a path its `prerender` list lacks).
 */
const routeSources = () =>
  listContentFiles(CONTENT)
    .filter((file) => /^(legal|trades|samples)\//.test(file))
    .join();
/** How long `contentlayer2 dev` must have written nothing before React Router reads the generated content again. */
const QUIET_MS = 300;

/** The generated files whose load failed, even after waiting for the generation under way (see contentDev's load). */
const failedLoads = new Set<string>();

/** The text of every generated file as last read, to tell the files a generation changed. */
const generatedTexts = new Map<string, string>();

/**
 * The generated files that are new, gone, or whose text changed since the last call (contentlayer rewrites every file on
 * each run, so their times say nothing). The call at start only records them.
 */
function changedGeneratedFiles(): Set<string> {
  const changed = new Set(generatedTexts.keys()); // a file not found again is gone: changed too
  const entries = fs.existsSync(GENERATED) ? fs.readdirSync(GENERATED, { recursive: true, withFileTypes: true }) : [];
  for (const entry of entries.filter((e) => e.isFile())) {
    const file = path.join(entry.parentPath, entry.name);
    const text = fs.readFileSync(file, 'utf8');
    if (generatedTexts.get(file) === text) changed.delete(file);
    else changed.add(file);
    generatedTexts.set(file, text);
  }
  for (const file of changed) if (!fs.existsSync(file)) generatedTexts.delete(file);
  return changed;
}

/**
 * Drops the modules of the generated files whose text a generation changed (or that are gone), and with them the
 * modules that import them, as Vite's own `hotUpdate` example does (getModulesByFile, then invalidateModule with
 * isHmr): a trade's save leaves the landing page's and the other collections' modules as they are.
 */
function invalidateContent(server: ViteDevServer): number {
  // The files whose load failed are dropped too, and the modules that import them (Vite's module runner keeps an
  // import's failure until then): the next request loads them again.
  const changed = [...changedGeneratedFiles(), ...failedLoads].map(normalizePath);
  failedLoads.clear();
  const timestamp = Date.now();
  for (const environment of Object.values(server.environments)) {
    const graph = environment.moduleGraph;
    const seen = new Set<EnvironmentModuleNode>();
    for (const file of changed) for (const mod of graph.getModulesByFile(file) ?? []) graph.invalidateModule(mod, seen, timestamp, true);
  }
  return changed.length;
}

/** The content's mistakes for the open pages, which show them in French (src/ui/ContentProblems). */
const problemsMessage = (problems: readonly ContentProblem[]) => ({ type: 'custom' as const, event: CONTENT_PROBLEMS, data: problems });

/**
 * The content loop of `npm run dev`: Vite's own watcher (chokidar) sees every save under content/ and the content
 * is checked; once it passes, the files as checked are copied to what `contentlayer2 dev` watches
 * (tooling/content/stage.ts), which generates them; then the open page loads its new data. A mistake shows in the
 * page (src/ui/ContentProblems) and in the terminal, in French, and nothing of it reaches contentlayer2: the page
 * keeps the last correct content; the next good save clears it.
 */
export function contentDev(): Plugin {
  let generation: ContentWatch | undefined;
  return {
    name: 'content-dev',
    apply: 'serve',
    /**
     * The generated files, read here rather than by Vite: a file that cannot be read (a generation removing it while
     * a page loads) is read again once the generation under way has been published, and a failure is remembered, so
     * that the next generation drops the modules that kept it (invalidateContent).
     */
    async load(id) {
      if (!generation || id.includes('?') || !path.resolve(id).startsWith(GENERATED + path.sep)) return null;
      const file = path.resolve(id);
      try {
        return await fs.promises.readFile(file, 'utf8');
      } catch {
        await generation.generated(contentStamp(CONTENT));
        try {
          return await fs.promises.readFile(file, 'utf8');
        } catch (error) {
          failedLoads.add(file);
          throw error;
        }
      }
    },
    async configureServer(server) {
      const logger = server.config.logger;
      const atStart = checkContent();
      let problems: ContentProblem[] = atStart.problems;
      if (problems.length) logger.error(formatProblems(problems));
      else stageContent(atStart.files);
      // Whether the generated folder was made from the content as it is (its stamp), and so the routes React Router
      // read at start.
      const upToDate = generatedUpToDate(CONTENT);
      let routes = upToDate ? routeSources() : '';
      let running: Promise<void> | undefined;
      let again = false;
      let updatedAt = 0;
      let stamp = '';
      changedGeneratedFiles(); // the generated files as they are before this server generates anything

      /** Checks the content, waits for its generation, then updates the open pages. */
      async function update() {
        const started = performance.now();
        stamp = await settledStamp();
        const { problems: next, files } = checkContent();
        if (next.length > 0) {
          problems = next;
          logger.error(`\n${formatProblems(problems)}\n`, { timestamp: true });
          server.ws.send(problemsMessage(problems));
          return;
        }
        const fixed = problems.length > 0;
        problems = [];
        stageContent(files);
        const result = await watch.generated(stamp);
        if (!result.ok) {
          problems = [
            { file: 'content/', problem: 'Le contenu n’a pas pu être généré.', fix: 'Annulez la dernière modification, puis réessayez.' },
          ];
          logger.error(result.log);
          server.ws.send(problemsMessage(problems));
          return;
        }
        const nextRoutes = routeSources();
        const newRoutes = nextRoutes !== routes;
        if (newRoutes) {
          routes = nextRoutes;
          reloadRoutes();
        }
        // A generation that changed nothing (the same text, or the one an earlier update already showed) tells no page.
        if (invalidateContent(server) === 0 && !newRoutes && !fixed) return;
        updatedAt = Date.now();
        // Text changes reload the open page, where the reader is (src/islands/dev.ts, which also closes
        // the mistakes shown); new routes need the page loaded again.
        if (!newRoutes) server.ws.send({ type: 'custom', event: CONTENT_UPDATED });
        const ms = Math.round(performance.now() - started);
        logger.info(fixed ? `Contenu corrigé (${ms} ms).` : `Contenu mis à jour (${ms} ms).`, { timestamp: true });
      }

      /**
       * React Router reads src/routes.ts again when it changes, and with it react-router.config.ts and the generated
       * content, so its routes and `prerender` list (reactrouter.com, "Pre-Rendering"; its config loader watches the
       * config's and routes' imports in the project's root and app folder): once
       * `contentlayer2 dev` has been quiet for QUIET_MS (a read while it writes fails), then the pages load again.
       */
      let routesTimer: NodeJS.Timeout | undefined;
      function reloadRoutes() {
        clearTimeout(routesTimer);
        routesTimer = setTimeout(() => {
          routesTimer = undefined;
          const now = new Date();
          fs.utimesSync(ROUTES, now, now);
          server.ws.send({ type: 'full-reload', path: '*' });
        }, QUIET_MS);
      }

      /** A save the last update did not see whole, found after it: one more update. */
      const recheck = () => {
        if (!running && contentStamp(CONTENT) !== stamp) schedule();
      };

      /**
       * One update at a time; saves that land during one trigger exactly one more. So does a save the update did
       * not see whole: an editor that empties a file before writing it can be read in between, and the watcher
       * may not report the write that follows (chokidar keeps one change per file per 50 ms, and drops a change
       * whose time it has already seen). The files are looked at again as the update ends, and twice after.
       */
      function schedule() {
        if (running) {
          again = true;
          return;
        }
        running = update()
          .catch((error: unknown) => logger.error(String(error)))
          .finally(() => {
            running = undefined;
            if (again || contentStamp(CONTENT) !== stamp) {
              again = false;
              schedule();
            } else for (const delay of RECHECK_MS) setTimeout(recheck, delay).unref();
          });
      }

      server.watcher.add(CONTENT);
      server.watcher.on('all', (_event, file) => {
        if (inContent(file)) schedule();
      });
      // Pages and page data wait for the content: generated at start when it changed since `npm run dev` generated it
      // (`ready`), and during an update, whose page data would be the old content.
      let ready: Promise<unknown> = Promise.resolve();
      server.middlewares.use((req, _res, next) => {
        const pageOrData = req.headers.accept?.includes('text/html') || /\.data(\?|$)/.test(req.url ?? '');
        if (req.method !== 'GET' || !pageOrData) return next();
        // A wait that lasts says so in the terminal, with what it waits for: a page should never wait that long.
        const slow = setTimeout(() => {
          const reason = running ? 'la mise à jour du contenu en cours' : 'la première génération du contenu';
          logger.warn(`${req.url} attend ${reason} depuis ${SLOW_WAIT_MS / 1000} s.`, { timestamp: true });
        }, SLOW_WAIT_MS);
        void (async () => {
          await ready;
          while (running) await running;
        })().then(() => {
          clearTimeout(slow);
          next();
        });
      });
      // A page that was still loading when an update went out missed it: once it listens (src/islands/dev.ts), it
      // says when it started loading, and loads its data again if that was before the last update.
      server.ws.on(PAGE_LOADED, (data: { since?: number }, client) => {
        if ((data.since ?? 0) < updatedAt) client.send({ type: 'custom', event: CONTENT_UPDATED });
        if (problems.length > 0) client.send(problemsMessage(problems));
      });
      // A generation no update waited for (a file written again while the command read it, or its start when the
      // content changed while the server was stopped): the pages get it, unless the content has mistakes (they
      // keep the last correct content).
      const watch = watchContent((first) => {
        if (first && upToDate) return void invalidateContent(server);
        if (routesTimer) reloadRoutes();
        if (problems.length === 0) schedule();
      });
      generation = watch;
      // `npm run dev` generates content that changed while the server was stopped before starting it
      // (tooling/content/build.ts). Content saved since, or a server started without that step, is generated before
      // any page is answered; content with mistakes is not waited for (the pages show them, over the last correct
      // content).
      if (!upToDate && problems.length === 0) ready = watch.started;
      server.httpServer?.once('close', () => watch.close());
    },
  };
}
