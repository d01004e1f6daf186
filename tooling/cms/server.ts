// decap-server, the CMS's local backend: reads and writes the working copy's content for /admin/ on the dev server.
// Listens on 127.0.0.1 only, on DECAP_SERVER_PORT (8081 by default); GIT_REPO_DIRECTORY picks another copy.
// decap-server's own middlewares (its documented `registerLocalFs`) run behind the guard of ./backendGuard.ts, which
// lets through only the dev server's own editor, on the content's files, within the content's limits.
// Contract: docs/framework-contracts.md#decap-server-guard
import { createRequire } from 'node:module';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { backendScope, checkAction, checkCaller, MAX_BODY_BYTES, Refusal } from './backendGuard.ts';
import { cmsConfig } from './config.ts';

type Next = (error?: unknown) => void;
type Request = IncomingMessage & { body?: unknown };
type Response = ServerResponse & { json(value: unknown): unknown };
type Handler = (req: Request, res: Response, next: Next) => void;
type ErrorHandler = (error: unknown, req: Request, res: Response, next: Next) => void;
type App = {
  disable(setting: string): void;
  use(handler: Handler | ErrorHandler): void;
  listen(port: number, host: string, ready: () => void): void;
};
type Express = (() => App) & { json(options: { limit: number }): Handler };

// The express decap-server is built with (its own dependency, not the project's), and its documented entry point.
const decapRequire = createRequire(createRequire(import.meta.url).resolve('decap-server/dist/middlewares.js'));
const express = decapRequire('express') as Express;
const { registerLocalFs } = decapRequire('decap-server/dist/middlewares.js') as {
  registerLocalFs(app: App, options?: { logLevel?: string }): Promise<void>;
};

const port = Number(process.env.DECAP_SERVER_PORT ?? 8081);
const devPort = Number(process.env.DEV_PORT ?? 5173);
const root = path.resolve(process.env.GIT_REPO_DIRECTORY ?? process.cwd());
process.env.GIT_REPO_DIRECTORY = root;
const scope = backendScope(cmsConfig({ command: 'serve', siteUrl: `http://127.0.0.1:${devPort}` }));

const REFUSED = 'Le serveur local de l’éditeur a refusé cette requête : elle ne correspond à aucune lecture ou écriture du contenu.';
const FAILED = 'Le serveur local de l’éditeur n’a pas pu traiter la requête ; le détail est dans le terminal de npm run dev.';
const TOO_LARGE = 'La requête est trop lourde pour le serveur local de l’éditeur.';

/** The origin a refusal is sent to, when it is the editor's: its page can then read why. */
const allowedOrigin = new WeakMap<IncomingMessage, string>();

function answer(req: IncomingMessage, res: ServerResponse, status: number, error: string) {
  if (res.headersSent) return void res.end();
  const origin = allowedOrigin.get(req);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    ...(status === 413 && { Connection: 'close' }),
    ...(origin && { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' }),
  });
  res.end(JSON.stringify({ error }));
}

/** Who asks, and how: this server's own Host, the dev server's Origin, a JSON POST to /api/v1 of a bounded size. */
const caller: Handler = (req, res, next) => {
  const origin = checkCaller(req.headers, { port, devPort });
  allowedOrigin.set(req, origin);
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
  if (req.method !== 'POST' || req.url?.split('?')[0] !== '/api/v1')
    throw new Refusal(404, 'Le serveur local de l’éditeur ne répond qu’à /api/v1.');
  if (!/^application\/json\s*(?:;|$)/i.test(req.headers['content-type'] ?? ''))
    throw new Refusal(415, 'Le serveur local de l’éditeur n’accepte que du JSON.');
  if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES) throw new Refusal(413, TOO_LARGE);
  next();
};

/** What the request does: decap-server's file actions only, on the content's files (./backendGuard.ts). */
const content: Handler = (req, res, next) => {
  if (!req.body || typeof req.body !== 'object') throw new Refusal(400, 'La requête n’est pas un objet JSON.');
  checkAction(root, scope, req.body as Parameters<typeof checkAction>[2]);
  // decap-server's own refusals (its path check, an unknown action) are English: they are said in French.
  const json = res.json.bind(res);
  res.json = (value: unknown) => (res.statusCode >= 400 ? json({ error: res.statusCode < 500 ? REFUSED : FAILED }) : json(value));
  next();
};

const app = express();
app.disable('x-powered-by');
app.use(caller);
// The body, read within the content's limits; decap-server's own reader (50 MB) then finds it read, and keeps it.
app.use(express.json({ limit: MAX_BODY_BYTES }));
app.use(content);
await registerLocalFs(app, { logLevel: process.env.LOG_LEVEL ?? 'info' });
// Every refusal and error: one French sentence, never a stack trace or a path of the machine.
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- express tells an error handler by its four parameters
app.use((error: unknown, req: Request, res: Response, _next: Next) => {
  if (error instanceof Refusal) return answer(req, res, error.status, error.message);
  const status = (error as { status?: unknown }).status;
  if (status === 413) return answer(req, res, 413, TOO_LARGE);
  if (status === 400) return answer(req, res, 400, 'La requête n’est pas du JSON valide.');
  console.error(`Serveur local de l’éditeur : ${error instanceof Error ? error.message : String(error)}`);
  answer(req, res, 500, FAILED);
});
app.listen(port, '127.0.0.1', () => console.log(`Serveur local de l’éditeur sur http://127.0.0.1:${port} (contenu seulement).`));
