// decap-server, the CMS's local backend: reads and writes the working copy's content for /admin/ on the dev server.
// Listens on 127.0.0.1 only, on DECAP_SERVER_PORT (8081 by default); GIT_REPO_DIRECTORY picks another copy.
// decap-server's own middlewares (its documented `registerLocalFs`) run behind the guard of ./backendGuard.ts, which
// lets through only the dev server's own editor, on the content's files, within the content's limits.
import { createRequire } from 'node:module';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { backendScope, checkAction, checkCaller, MAX_BODY_BYTES, Refusal } from './backendGuard.ts';
import { cmsConfig } from './config.ts';

type Next = (error?: unknown) => void;
type Handler = (req: IncomingMessage & { body?: unknown; _body?: boolean }, res: ServerResponse, next: Next) => void;
type App = {
  disable(setting: string): void;
  use(handler: Handler | ((error: unknown, req: IncomingMessage, res: ServerResponse, next: Next) => void)): void;
  listen(port: number, host: string, ready: () => void): void;
};

// The express decap-server is built with (its own dependency, not the project's), and its documented entry point.
const decapRequire = createRequire(createRequire(import.meta.url).resolve('decap-server/dist/middlewares.js'));
const express = decapRequire('express') as () => App;
const { registerLocalFs } = decapRequire('decap-server/dist/middlewares.js') as {
  registerLocalFs(app: App, options?: { logLevel?: string }): Promise<void>;
};

const port = Number(process.env.DECAP_SERVER_PORT ?? 8081);
const devPort = Number(process.env.DEV_PORT ?? 5173);
const root = path.resolve(process.env.GIT_REPO_DIRECTORY ?? process.cwd());
process.env.GIT_REPO_DIRECTORY = root;
const scope = backendScope(cmsConfig({ command: 'serve', siteUrl: `http://127.0.0.1:${devPort}` }));

const FRENCH_STATUS = (status: number) =>
  status < 500
    ? 'Le serveur local de l’éditeur a refusé cette requête : elle ne correspond à aucune lecture ou écriture du contenu.'
    : 'Le serveur local de l’éditeur n’a pas pu traiter la requête ; le détail est dans le terminal de npm run dev.';

function answer(res: ServerResponse, status: number, error: string, origin?: string) {
  if (res.headersSent) return void res.end();
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    ...(origin && { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' }),
  });
  res.end(JSON.stringify({ error }));
}

/** The body, read up to MAX_BODY_BYTES; more is refused without reading the rest. */
function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        req.removeAllListeners('data');
        req.resume();
        reject(new Refusal(413, 'La requête est trop lourde pour le serveur local de l’éditeur.'));
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

const guard: Handler = (req, res, next) => {
  let origin: string | undefined;
  void (async () => {
    origin = checkCaller(req.headers, { port, devPort });
    const url = req.url?.split('?')[0];
    if (req.method === 'OPTIONS') {
      res
        .writeHead(204, {
          'Access-Control-Allow-Origin': origin,
          'Access-Control-Allow-Methods': 'POST',
          'Access-Control-Allow-Headers': 'Content-Type',
          'Access-Control-Max-Age': '600',
          Vary: 'Origin',
        })
        .end();
      return;
    }
    if (req.method !== 'POST' || url !== '/api/v1') throw new Refusal(404, 'Le serveur local de l’éditeur ne répond qu’à /api/v1.');
    if (!/^application\/json\b/i.test(req.headers['content-type'] ?? ''))
      throw new Refusal(415, 'Le serveur local de l’éditeur n’accepte que du JSON.');
    if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES)
      throw new Refusal(413, 'La requête est trop lourde pour le serveur local de l’éditeur.');
    let body: unknown;
    try {
      body = JSON.parse(await readBody(req));
    } catch (error) {
      if (error instanceof Refusal) throw error;
      throw new Refusal(400, 'La requête n’est pas du JSON valide.');
    }
    if (!body || typeof body !== 'object') throw new Refusal(400, 'La requête n’est pas un objet JSON.');
    checkAction(root, scope, body as Parameters<typeof checkAction>[2]);
    // Read and checked here: decap-server's own JSON reader (express.json) sees it is done and keeps it.
    req.body = body;
    req._body = true;
    // decap-server's own refusals (its path check, a file that cannot be read) are English: they are said in French.
    const send = res as ServerResponse & { json(value: unknown): unknown };
    const json = send.json.bind(send);
    send.json = (value: unknown) => (send.statusCode >= 400 ? json({ error: FRENCH_STATUS(send.statusCode) }) : json(value));
    next();
  })().catch((error: unknown) => {
    if (error instanceof Refusal) {
      if (error.status === 413) res.setHeader('Connection', 'close');
      answer(res, error.status, error.message, origin);
    } else next(error);
  });
};

const app = express();
app.disable('x-powered-by');
app.use(guard);
await registerLocalFs(app, { logLevel: process.env.LOG_LEVEL ?? 'info' });
// Any error past the guard: a French sentence, never a stack trace or a path of the machine.
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- express tells an error handler by its four parameters
app.use((error: unknown, _req: IncomingMessage, res: ServerResponse, _next: Next) => {
  console.error(`Serveur local de l’éditeur : ${error instanceof Error ? error.message : String(error)}`);
  answer(res, 500, FRENCH_STATUS(500));
});
app.listen(port, '127.0.0.1', () => console.log(`Serveur local de l’éditeur sur http://127.0.0.1:${port} (contenu seulement).`));
