// The editor's local backend (tooling/cms/server.ts: decap-server behind tooling/cms/backendGuard.ts) as its tests
// drive it: the real server process, started on a throwaway project, and requests written as a browser or an
// attacker would send them.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
/** The dev server's port the backend answers (its Origin); nothing listens there in these tests. */
export const DEV_PORT = 5173;

export type Answer = { status: number; body: string; headers: http.IncomingHttpHeaders };

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = server.address() as net.AddressInfo;
      server.close(() => resolve(free));
    });
  });

/** A throwaway project holding `files` (path → text), and the backend serving it once started. */
export function localBackend(files: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'local-backend-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  let port = 0;
  let child: ChildProcess | undefined;
  let output = '';

  /** One request as a browser or a rebinding page would send it: Origin and Host are whatever the caller says. */
  const post = (body: unknown, headers: Record<string, string> = {}): Promise<Answer> => {
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    return new Promise((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          path: '/api/v1',
          method: 'POST',
          headers: {
            Host: `127.0.0.1:${port}`,
            Origin: `http://127.0.0.1:${DEV_PORT}`,
            'Content-Type': 'application/json',
            'Content-Length': Buffer.byteLength(text),
            ...headers,
          },
        },
        (res) => {
          let data = '';
          res.on('data', (chunk) => (data += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: data, headers: res.headers }));
        },
      );
      req.on('error', reject);
      req.end(text);
    });
  };

  return {
    dir,
    get port() {
      return port;
    },
    post,
    file: (relative: string) => path.join(dir, relative),
    async start() {
      port = await freePort();
      child = spawn(process.execPath, [path.join(ROOT, 'tooling/cms/server.ts')], {
        cwd: ROOT,
        env: { ...process.env, GIT_REPO_DIRECTORY: dir, DECAP_SERVER_PORT: String(port), DEV_PORT: String(DEV_PORT), LOG_LEVEL: 'error' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout?.on('data', (chunk) => (output += chunk));
      child.stderr?.on('data', (chunk) => (output += chunk));
      const listening = () =>
        new Promise<boolean>((resolve) => {
          const socket = net.connect(port, '127.0.0.1', () => resolve(socket.end() && true)).on('error', () => resolve(false));
        });
      const end = Date.now() + 20_000;
      while (!(await listening())) {
        if (Date.now() > end || child.exitCode !== null) throw new Error(`the local backend did not start:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    stop() {
      child?.kill();
      fs.rmSync(dir, { recursive: true, force: true });
    },
    /** A refusal: an error status, a French sentence, no stack trace or path of the machine. */
    expectRefusedInFrench(answer: Answer) {
      expect(answer.status).toBeGreaterThanOrEqual(400);
      const { error } = JSON.parse(answer.body) as { error: string };
      expect(error).toMatch(/\b(?:le|la|les|du|des|ne|n’|l’)\b/i);
      expect(answer.body).not.toContain(dir);
      expect(answer.body).not.toMatch(/\bat .+:\d+:\d+/);
    },
  };
}

export const persist = (file: string, raw: string, newPath?: string) => ({
  action: 'persistEntry',
  params: {
    branch: 'main',
    entry: { slug: 'x', path: file, raw, ...(newPath && { newPath }) },
    assets: [],
    options: { collectionName: 'trades', commitMessage: 'x', useWorkflow: false, status: 'draft' },
  },
});
export const getEntry = (file: string) => ({ action: 'getEntry', params: { branch: 'main', path: file } });
