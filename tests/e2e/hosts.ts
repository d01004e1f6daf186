// The built site as a project's host serves it: npm run serve's imitation of GitHub Pages, or Cloudflare Pages' own
// runtime (wrangler pages dev), each on a free port; or the site as `npm run dev` serves it, in a throwaway copy.
import { spawn } from 'node:child_process';
import net from 'node:net';
import { devCopy } from '../../tooling/bench/dev-harness.ts';
import { content, HOME_PATH, REQUEST_PATH, tradePath } from './site.ts';
import { startCloudflarePages, type RunningSite } from '../../tooling/server/cloudflare-pages.ts';

export type Host = 'github-pages' | 'cloudflare-pages' | 'dev';
/** What a project serves: the built folder, its base path, the host serving it, and whether it was built as a preview. */
export type SiteOptions = { dir: string; base: string; host: Host; preview: boolean };

/** The built site as the project's host serves it. */
export class Site {
  readonly options: SiteOptions;
  readonly origin: string;
  /** The throwaway copy of the project that `npm run dev` serves (host `dev` only): a test may edit its files. */
  readonly copy: string | undefined;

  constructor(options: SiteOptions, origin: string, copy?: string) {
    this.options = options;
    this.origin = origin;
    this.copy = copy;
  }

  get base() {
    return this.options.base;
  }

  get host() {
    return this.options.host;
  }

  /** The absolute address of a site path (`/demande/`) under the base path. */
  url(route: string) {
    return `${this.origin}${this.options.base}${route.replace(/^\//, '')}`;
  }

  /** The answer to one address as the host sends it, redirects included: a page must be served as is. */
  served(route: string, init: RequestInit = {}) {
    return fetch(this.url(route), { redirect: 'manual', ...init });
  }
}

/**
 * `npm run serve` on a free port, in a process of its own: its brotli compression (a second for the editor's bundle)
 * never holds up the worker's event loop, where a test waits with timeouts of its own.
 */
async function startServe({ dir, base }: SiteOptions): Promise<RunningSite> {
  const child = spawn(process.execPath, ['tooling/server/serve.ts', '--port', '0', '--dir', dir], {
    env: { ...process.env, BASE_PATH: base },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const line = await new Promise<string>((resolve, reject) => {
    child.stdout.once('data', (chunk: Buffer) => resolve(String(chunk)));
    child.once('exit', (code) => reject(new Error(`npm run serve exited with ${code}`)));
  });
  const origin = /^Static site on (http:\/\/127\.0\.0\.1:\d+)\//.exec(line)?.[1];
  if (!origin) throw new Error(`npm run serve did not say where it listens: ${line}`);
  return {
    origin,
    stop: async () => {
      child.kill();
      await exited;
    },
  };
}

/** A port nobody listens on now, and the next one (the content editor's local backend takes it). */
async function freePorts(): Promise<number> {
  for (;;) {
    const port = await new Promise<number>((resolve, reject) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const address = probe.address();
        probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
      });
    });
    const next = await new Promise<boolean>((resolve) => {
      const probe = net.createServer().once('error', () => resolve(false));
      probe.listen(port + 1, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (next) return port;
  }
}

const WARM_UP = [HOME_PATH, REQUEST_PATH, tradePath(content.allTrades[0]?.slug ?? ''), '/src/islands/dev.ts'];

/** A running server, and for `npm run dev` the copy of the project it serves. */
export type Served = RunningSite & { copy?: string };

/** `npm run dev` in a throwaway copy of the project, on free ports. */
async function startDev(): Promise<Served> {
  const copy = devCopy();
  try {
    const server = await copy.start(await freePorts());
    // The dev server compiles on first request: the pages the tests open, and the site's script, before the first test.
    for (const address of WARM_UP) {
      const deadline = Date.now() + 120_000;
      while ((await fetch(`${server.origin}${address}`).catch(() => null))?.status !== 200)
        if (Date.now() > deadline) throw new Error(`npm run dev never answered ${address}:\n${server.output()}`);
        else await new Promise((resolve) => setTimeout(resolve, 500));
    }
    return {
      origin: server.origin,
      copy: copy.dir,
      stop: async () => {
        await server.stop();
        copy.remove();
      },
    };
  } catch (error) {
    copy.remove();
    throw error;
  }
}

/** Serves a project's build as its host does, or the project as `npm run dev` does; `stop()` ends the server. */
export const serveSite = (options: SiteOptions): Promise<Served> =>
  options.host === 'cloudflare-pages'
    ? startCloudflarePages({ dir: options.dir })
    : options.host === 'dev'
      ? startDev()
      : startServe(options);
