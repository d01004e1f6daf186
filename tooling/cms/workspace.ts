// A throwaway copy of the project running `npm run dev`'s two processes (the dev server with /admin/ and the
// content loop, decap-server), for the CMS end-to-end test and the screenshots of the editing guide: never the real content/.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const COPIED = [
  'content',
  'schema',
  'src',
  'tooling',
  'public',
  'package.json',
  'contentlayer.config.ts',
  'react-router.config.ts',
  'vite.config.ts',
  'vite.admin.config.ts',
  'tsconfig.json',
];

async function waitFor(check: () => Promise<boolean>, what: string, timeout = 120_000): Promise<void> {
  const end = Date.now() + timeout;
  while (Date.now() < end) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

export async function cmsWorkspace({ sitePort, cmsPort }: { sitePort: number; cmsPort: number }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-e2e-'));
  for (const item of COPIED) fs.cpSync(path.join(ROOT, item), path.join(dir, item), { recursive: true });
  // One link per package rather than one for node_modules: the copy's dev servers keep their caches to themselves.
  fs.mkdirSync(path.join(dir, 'node_modules'));
  for (const entry of fs.readdirSync(path.join(ROOT, 'node_modules'))) {
    if (!entry.startsWith('.')) fs.symlinkSync(path.join(ROOT, 'node_modules', entry), path.join(dir, 'node_modules', entry));
  }
  fs.symlinkSync(path.join(ROOT, 'node_modules/.bin'), path.join(dir, 'node_modules/.bin'));
  const env = {
    ...process.env,
    DECAP_SERVER_PORT: String(cmsPort),
    GIT_REPO_DIRECTORY: dir,
    // The copy's editor is the project's, built once for every copy with the same code.
    ADMIN_CACHE_DIR: process.env.ADMIN_CACHE_DIR ?? path.join(ROOT, 'node_modules/.cache/admin'),
    NO_COLOR: '1',
    FORCE_COLOR: '0',
  };
  const bin = (name: string) => path.join(ROOT, 'node_modules/.bin', name);
  const content = spawnSync(process.execPath, ['tooling/build/icon-sprite.ts'], { cwd: dir, env, encoding: 'utf8' });
  if (content.status !== 0) throw new Error(content.stderr);
  const built = spawnSync(process.execPath, ['tooling/content/build.ts', '--dev'], {
    cwd: dir,
    env: { ...env, PWD: dir },
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(built.stdout + built.stderr);

  const logs: string[] = [];
  const start = (cmd: string, args: string[]) => {
    const child = spawn(cmd, args, { cwd: dir, env: { ...env, PWD: dir }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    child.stdout.on('data', (d) => logs.push(String(d)));
    child.stderr.on('data', (d) => logs.push(String(d)));
    return child;
  };
  const children = [
    start(process.execPath, ['tooling/cms/server.ts']),
    start(bin('react-router'), ['dev', '--port', String(sitePort), '--strictPort']),
  ];
  const origin = `http://127.0.0.1:${sitePort}`;
  const stop = () => {
    for (const child of children) {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  };
  try {
    await waitFor(async () => (await fetch(`${origin}/admin/`)).ok, `the dev server on ${origin}`);
    await waitFor(
      async () =>
        (
          await fetch(`http://127.0.0.1:${cmsPort}/api/v1`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: '{"action":"info"}',
          })
        ).ok,
      `decap-server on port ${cmsPort}`,
    );
  } catch (error) {
    stop();
    throw new Error(`${error instanceof Error ? error.message : error}\n${logs.join('')}`);
  }
  return {
    dir,
    origin,
    logs,
    file: (relative: string) => path.join(dir, relative),
    waitFor,
    close() {
      stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
