import fs from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';
import { DEV_COLLECTOR } from '../../src/request/endpoint.ts';

const REQUIRED = ['nom', 'prenom', 'entreprise', 'email', '_subject'] as const;

/** The largest body the collector reads: a request of the form is a few kilobytes at most. */
export const MAX_BODY_BYTES = 64 * 1024;

class TooLarge extends Error {}

/** The whole body as UTF-8, decoded once all of it is in (a character split across two packets stays whole). */
function readBody(req: IncomingMessage, limit: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        reject(new TooLarge());
        req.removeAllListeners('data');
        req.resume();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('close', () => req.complete || reject(new Error('upload aborted')));
    req.on('error', reject);
  });
}

function answer(res: ServerResponse, status: number, body: object) {
  if (res.headersSent || res.destroyed) return;
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json');
  res.end(JSON.stringify(body));
}

/** Checks a submission the way the form service would; returns the reason it is refused, or null. */
function refusal(data: unknown): string | null {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return 'body is not an object';
  const record = data as Record<string, unknown>;
  const missing = REQUIRED.filter((key) => typeof record[key] !== 'string' || record[key] === '');
  return missing.length ? `missing ${missing.join(', ')}` : null;
}

/**
 * Why a request does not come from the dev server's own page, or null: a browser sends Origin and Sec-Fetch-Site
 * with every POST, so another site's page (a `text/plain` form post needs no preflight) is told apart; a JSON body
 * needs its Content-Type. A client that is not a browser sends neither header and is taken at its word.
 */
function crossSite(req: IncomingMessage): string | null {
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin') return `Sec-Fetch-Site is ${site}, not same-origin`;
  const origin = req.headers.origin;
  if (origin !== undefined && origin !== `http://${req.headers.host ?? ''}`) return `Origin ${origin} is not this server`;
  if (!/^application\/json\s*(?:;|$)/i.test(req.headers['content-type'] ?? '')) return 'Content-Type is not application/json';
  return null;
}

type Logger = { info(message: string): void; warn(message: string): void };

/**
 * Handles one POST to the collector: appends a valid submission to `file` and answers like the form service.
 * Whatever the client sends (a body cut off mid-way, bytes that are not JSON, more than MAX_BODY_BYTES), it answers
 * or drops that one request, and never throws: the dev server keeps running.
 */
export function collect(file: string, logger: Logger) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    try {
      if (req.method !== 'POST') return answer(res, 405, { ok: false, error: 'POST only' });
      if (process.env.FORM_COLLECTOR_FAIL === '1' || req.url?.includes('fail=1')) {
        return answer(res, 500, { ok: false, error: 'failure requested' });
      }
      const foreign = crossSite(req);
      if (foreign) {
        res.setHeader('Connection', 'close');
        return answer(res, 403, { ok: false, error: `only same-origin JSON: ${foreign}` });
      }
      if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES) {
        res.setHeader('Connection', 'close');
        return answer(res, 413, { ok: false, error: `body larger than ${MAX_BODY_BYTES} bytes` });
      }
      let data: unknown;
      try {
        data = JSON.parse(await readBody(req, MAX_BODY_BYTES));
      } catch (error) {
        if (error instanceof TooLarge) {
          res.setHeader('Connection', 'close');
          return answer(res, 413, { ok: false, error: `body larger than ${MAX_BODY_BYTES} bytes` });
        }
        if (!req.complete) return logger.warn('form-collector: a request was abandoned before its end');
        return answer(res, 400, { ok: false, error: 'body is not JSON' });
      }
      const reason = refusal(data);
      if (reason) return answer(res, 422, { ok: false, error: reason });
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.appendFileSync(file, `${JSON.stringify({ receivedAt: new Date().toISOString(), ...(data as object) })}\n`);
      logger.info(`form-collector: submission saved to ${path.relative(process.cwd(), file)}`);
      return answer(res, 200, { ok: true, next: '/' });
    } catch (error) {
      logger.warn(`form-collector: ${error instanceof Error ? error.message : String(error)}`);
      return answer(res, 500, { ok: false, error: 'collector error' });
    }
  };
}

/**
 * Dev-only stand-in for the form service: appends each valid submission to .data/submissions.jsonl.
 * FORM_COLLECTOR_FAIL=1 (or ?fail=1 on the endpoint) answers 500 so the error path can be seen.
 */
export function formCollector(): Plugin {
  return {
    name: 'form-collector',
    apply: 'serve',
    configureServer(server) {
      const handle = collect(path.resolve('.data/submissions.jsonl'), server.config.logger);
      server.middlewares.use(DEV_COLLECTOR, (req, res) => void handle(req, res));
    },
  };
}
