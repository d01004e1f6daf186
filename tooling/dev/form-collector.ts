import fs from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';
import { DEV_COLLECTOR } from '../../src/request/endpoint.ts';

const REQUIRED = ['nom', 'prenom', 'entreprise', 'email', '_subject'] as const;

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });
}

function answer(res: ServerResponse, status: number, body: object) {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json');
  res.end(JSON.stringify(body));
}

/** Checks a submission the way the form service would; returns the reason it is refused, or null. */
function refusal(raw: string): string | null {
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return 'body is not JSON';
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) return 'body is not an object';
  const record = data as Record<string, unknown>;
  const missing = REQUIRED.filter((key) => typeof record[key] !== 'string' || record[key] === '');
  return missing.length ? `missing ${missing.join(', ')}` : null;
}

/**
 * Dev-only stand-in for the form service: appends each valid submission to .data/submissions.jsonl.
 * FORM_COLLECTOR_FAIL=1 (or ?fail=1 on the endpoint) answers 500 so the error path can be seen.
 */
export function formCollector(): Plugin {
  const file = path.resolve('.data/submissions.jsonl');
  return {
    name: 'form-collector',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(DEV_COLLECTOR, async (req, res) => {
        if (req.method !== 'POST') return answer(res, 405, { ok: false, error: 'POST only' });
        if (process.env.FORM_COLLECTOR_FAIL === '1' || req.url?.includes('fail=1')) {
          return answer(res, 500, { ok: false, error: 'failure requested' });
        }
        const body = await readBody(req);
        const reason = refusal(body);
        if (reason) return answer(res, 422, { ok: false, error: reason });
        fs.mkdirSync(path.dirname(file), { recursive: true });
        fs.appendFileSync(file, `${JSON.stringify({ receivedAt: new Date().toISOString(), ...JSON.parse(body) })}\n`);
        server.config.logger.info(`form-collector: submission saved to ${path.relative(process.cwd(), file)}`);
        return answer(res, 200, { ok: true, next: '/' });
      });
    },
  };
}
