// Cloudflare Pages' own local runtime: `wrangler pages dev` serves a built folder on workerd, with Cloudflare's
// handling of _headers, of the other forms of an address (308 redirects) and of 404.html. Offline, through wrangler's
// documented settings: no telemetry (WRANGLER_SEND_METRICS=false), no version check (WRANGLER_HIDE_BANNER=true: the
// banner is what asks the npm registry for the latest wrangler), no download of the `Request.cf` object
// (CLOUDFLARE_CF_FETCH_ENABLED=false), and a compatibility date this workerd knows (a newer one also sends wrangler
// looking for an update). It runs in a throwaway folder: wrangler writes its state and bundles under its working
// directory.
// Usage: node tooling/server/cloudflare-pages.ts [--port 8788, 0 for any free port] [--dir build/client]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

/** The workerd features the site is served with: any date up to the one of the installed workerd. */
export const COMPATIBILITY_DATE = '2026-11-01';

export const OFFLINE_ENV = { WRANGLER_SEND_METRICS: 'false', WRANGLER_HIDE_BANNER: 'true', CLOUDFLARE_CF_FETCH_ENABLED: 'false' };

export type RunningSite = { origin: string; stop: () => Promise<void> };

/** Starts `wrangler pages dev` on `dir`; resolves once it says where it listens (port 0: a free port). */
export async function startCloudflarePages(options: { dir: string; port?: number; timeout?: number }): Promise<RunningSite> {
  // With port 0, wrangler picks a free port, frees it and hands it to workerd: another server starting meanwhile (a
  // test worker's, another checkout's) can take it first. Such a start is tried again, on another free port.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(options);
    } catch (error) {
      if (attempt >= 3 || options.port || !/Address already in use/.test(String(error))) throw error;
    }
  }
}

async function startOnce({ dir, port = 0, timeout = 120_000 }: { dir: string; port?: number; timeout?: number }) {
  const root = path.resolve(dir);
  if (!fs.existsSync(path.join(root, 'index.html'))) throw new Error(`No built site in ${root}: run npm run build first.`);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'wrangler-'));
  // The command as npm links it: the `wrangler` entry of the package's `bin`.
  const manifest = createRequire(import.meta.url).resolve('wrangler/package.json');
  const { bin } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { bin: Record<string, string> };
  const wrangler = path.join(path.dirname(manifest), bin.wrangler ?? 'bin/wrangler.js');
  const args = ['pages', 'dev', root, '--ip', '127.0.0.1', '--port', String(port), '--compatibility-date', COMPATIBILITY_DATE];
  const child = spawn(
    process.execPath,
    [wrangler, ...args, '--persist-to', path.join(work, 'state'), '--show-interactive-dev-session=false'],
    {
      cwd: work,
      env: { ...process.env, ...OFFLINE_ENV, NO_COLOR: '1', FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group: wrangler starts workerd, and stop() ends both.
      detached: true,
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null && child.pid) process.kill(-child.pid, 'SIGTERM');
    await exited;
    fs.rmSync(work, { recursive: true, force: true });
  };
  let output = '';
  const origin = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`wrangler pages dev did not start within ${timeout / 1000} s:\n${output}`)), timeout);
    // Read to the end (wrangler logs every request), keeping the last lines for an error message.
    const read = (chunk: Buffer) => {
      output = `${output}${String(chunk)}`.slice(-20_000);
      const ready = /Ready on (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
      if (ready) {
        clearTimeout(timer);
        resolve(ready);
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`wrangler pages dev exited with ${code}:\n${output}`));
    });
  }).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return { origin, stop } satisfies RunningSite;
}

if (import.meta.main) {
  const args = new Map(process.argv.slice(2).map((arg, i, all) => [arg, all[i + 1]]));
  const site = await startCloudflarePages({ dir: args.get('--dir') ?? 'build/client', port: Number(args.get('--port') ?? 8788) });
  console.log(`Static site on ${site.origin}/ as Cloudflare Pages serves it (wrangler pages dev, offline)`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void site.stop().then(() => process.exit(0)));
}
