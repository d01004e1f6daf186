// /admin/ on the dev server: the editor as built for production (vite.admin.config.ts), not 60 MB of modules
// transformed one by one. The build is kept in a cache by the hash of the code it is made from, so it is made once
// per change of the code, never for a change of content: the page's configuration (local backend, dev address, the
// model a new trade starts from) is made when it is served, and editor-data.json is answered from content/ as it is
// at each request.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Plugin } from 'vite';
import { basePath } from '../../src/deploy.ts';
import { cmsConfig } from './config.ts';
import { readEditorData } from './editorData.ts';
import { cmsEnvironment, withDevSettings } from './plugin.ts';
import { readTradeModel } from '../content/tradeModel.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** What the editor's build is made from: any change here makes a new build. Content is not part of it. */
const INPUTS = ['src', 'schema', 'tooling/cms', 'tooling/build', 'vite.admin.config.ts', 'package-lock.json'];
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.wasm': 'application/wasm',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

/** Where built editors are kept, one folder per code hash; ADMIN_CACHE_DIR shares it between copies of the project. */
export const cacheDir = () => path.resolve(process.env.ADMIN_CACHE_DIR ?? path.join(ROOT, 'node_modules/.cache/admin'));

/** The hash of every file the editor's build reads, by content, so that copies of the project share a build. */
export function codeHash(root = process.cwd()): string {
  const hash = crypto.createHash('sha256');
  hash.update(process.env.BASE_PATH ?? '');
  for (const input of INPUTS) {
    const full = path.join(root, input);
    if (!fs.existsSync(full)) continue;
    const files = fs.statSync(full).isDirectory()
      ? fs
          .readdirSync(full, { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile() && !/\.test\.tsx?$/.test(entry.name))
          .map((entry) => path.join(entry.parentPath, entry.name))
          .sort()
      : [full];
    for (const file of files) hash.update(`${path.relative(root, file)}\0`).update(fs.readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/** Keeps the cache small: the three newest builds, and no build left half-done (older than an hour). */
function pruneCache() {
  const entries = fs
    .readdirSync(cacheDir(), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => ({ name: entry.name, time: fs.statSync(path.join(cacheDir(), entry.name)).mtimeMs }));
  const stale = entries.filter(({ name, time }) => name.startsWith('building-') && Date.now() - time > 3_600_000);
  const built = entries.filter(({ name }) => !name.startsWith('building-')).sort((a, b) => b.time - a.time);
  for (const { name } of [...stale, ...built.slice(3)]) fs.rmSync(path.join(cacheDir(), name), { recursive: true, force: true });
}

/** Builds the editor into the cache (a private folder first, then renamed: two dev servers may build at once). */
function build(root: string, dir: string, log: (line: string) => void): Promise<void> {
  const temporary = fs.mkdtempSync(path.join(cacheDir(), 'building-'));
  const vite = path.join(root, 'node_modules/vite/bin/vite.js');
  return new Promise<void>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [vite, 'build', '-c', 'vite.admin.config.ts', '--outDir', temporary, '--emptyOutDir', '--logLevel', 'warn'],
      { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NODE_ENV: 'production' } },
    );
    // The site's dev server keeps the first claim on the processor while the editor builds.
    if (child.pid) os.setPriority(child.pid, 10);
    const output: string[] = [];
    child.stdout.on('data', (chunk) => output.push(String(chunk)));
    child.stderr.on('data', (chunk) => output.push(String(chunk)));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) {
        fs.rmSync(temporary, { recursive: true, force: true });
        reject(new Error(`L’éditeur n’a pas pu être construit :\n${output.join('')}`));
        return;
      }
      try {
        fs.renameSync(temporary, dir);
      } catch {
        // Another dev server finished the same build first: its copy is as good.
        fs.rmSync(temporary, { recursive: true, force: true });
      }
      log(`Éditeur de contenu prêt sur /admin/.`);
      resolve();
    });
  });
}

/** The French page shown while the editor is being built: it looks again every two seconds. */
const WAITING = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="2"><title>Préparation de l’éditeur…</title>
<style>body{font:18px/1.5 system-ui,sans-serif;color:#1a1b1e;max-width:36rem;margin:20vh auto;padding:0 1.5rem}</style></head>
<body><h1>L’éditeur se prépare…</h1><p>Il est construit une fois après chaque changement du code du site (environ une minute), puis s’ouvre aussitôt. Cette page se recharge toute seule.</p></body></html>`;

export function cmsDevServer(): Plugin {
  return {
    name: 'cms-dev-server',
    apply: 'serve',
    configureServer(server) {
      const root = server.config.root;
      const base = basePath(process.env.BASE_PATH);
      const admin = `${base}admin/`;
      const log = (line: string) => server.config.logger.info(line, { timestamp: true });
      fs.mkdirSync(cacheDir(), { recursive: true });
      pruneCache();
      const builds = new Map<string, Promise<void>>();
      // The page's files are asked for together: the hash of the code is read once for them all.
      let known: { dir: string; at: number } | undefined;
      /** The folder of the editor built from the code as it is now, building it if needed. */
      const current = () => {
        if (!known || performance.now() - known.at > 2000) known = { dir: path.join(cacheDir(), codeHash(root)), at: performance.now() };
        const { dir } = known;
        if (fs.existsSync(dir)) return { dir, ready: true };
        if (!builds.has(dir)) {
          log('Construction de l’éditeur de contenu pour /admin/…');
          builds.set(
            dir,
            build(root, dir, log).catch((error: Error) => {
              server.config.logger.error(error.message);
              builds.delete(dir);
            }),
          );
        }
        return { dir, ready: false };
      };
      // Build at start, in the background, so that /admin/ is ready when it is first opened.
      server.httpServer?.once('listening', () => setTimeout(current, 1000));

      server.middlewares.use((req, res, next) => {
        const pathname = decodeURIComponent(req.url?.split('?')[0] ?? '');
        if (pathname === admin.slice(0, -1)) {
          res.writeHead(301, { Location: admin }).end();
          return;
        }
        if (!pathname.startsWith(admin)) return next();
        const file = pathname.slice(admin.length) || 'index.html';
        const headers = { 'Cache-Control': 'no-cache', 'X-Robots-Tag': 'noindex' };
        if (file === 'editor-data.json') {
          res.writeHead(200, { ...headers, 'Content-Type': TYPES['.json'] }).end(JSON.stringify(readEditorData(root)));
          return;
        }
        const { dir, ready } = current();
        if (!ready) {
          res.writeHead(file === 'index.html' ? 200 : 503, { ...headers, 'Content-Type': TYPES['.html'] }).end(WAITING);
          return;
        }
        const full = path.join(dir, 'admin', file);
        if (!full.startsWith(path.join(dir, 'admin') + path.sep) || !fs.existsSync(full) || !fs.statSync(full).isFile()) return next();
        const type = TYPES[path.extname(full)] ?? 'application/octet-stream';
        if (file === 'index.html') {
          const port = server.config.server.port ?? 5173;
          const env = cmsEnvironment('serve', `http://127.0.0.1:${port}${base.replace(/\/$/, '')}`);
          const backend = `http://127.0.0.1:${env.localBackendPort ?? 8081}`;
          res
            .writeHead(200, { ...headers, 'Content-Type': type })
            .end(withDevSettings(fs.readFileSync(full, 'utf8'), cmsConfig(env, readTradeModel(root)), backend));
          return;
        }
        // Built files are named by their content: they never change under the same name.
        res.writeHead(200, { 'Content-Type': type, 'Cache-Control': 'public, max-age=31536000, immutable' });
        fs.createReadStream(full).pipe(res);
      });
    },
  };
}
