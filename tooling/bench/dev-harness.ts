// Drives `npm run dev` in a throwaway copy of the project, for the dev-loop test and `npm run bench:dev`:
// start it on a given port, edit content files, stop it. The project itself is never touched.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { EDITS } from './content-edits.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SKIP = new Set(['node_modules', '.git', 'build', 'build-preview', '.contentlayer', '.react-router']);

export type DevCopy = {
  dir: string;
  read(file: string): string;
  /** Writes a file under content/ and returns the moment it was saved (performance.now()). */
  write(file: string, text: string): number;
  start(port: number): Promise<DevServer>;
  remove(): void;
};
export type DevServer = { origin: string; output: () => string; startMs: number; stop(): Promise<void> };

export function devCopy(): DevCopy {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dev-loop-'));
  for (const entry of fs.readdirSync(ROOT)) {
    if (!SKIP.has(entry) && !entry.startsWith('build')) fs.cpSync(path.join(ROOT, entry), path.join(dir, entry), { recursive: true });
  }
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
  const full = (file: string) => path.join(dir, 'content', file);
  return {
    dir,
    read: (file) => fs.readFileSync(full(file), 'utf8'),
    write(file, text) {
      const saved = performance.now();
      fs.writeFileSync(full(file), text);
      return saved;
    },
    start: (port) => startDev(dir, port),
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

async function startDev(dir: string, port: number): Promise<DevServer> {
  const started = performance.now();
  const child: ChildProcess = spawn('npm', ['run', 'dev'], {
    cwd: dir,
    env: { ...process.env, DEV_PORT: String(port), DECAP_SERVER_PORT: String(port + 1), NO_COLOR: '1', FORCE_COLOR: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const origin = `http://127.0.0.1:${port}`;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`npm run dev did not start within 120 s:\n${output}`)), 120_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(`${origin}/`)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.on('exit', (code) => reject(new Error(`npm run dev exited with ${code}:\n${output}`)));
  });
  const startMs = performance.now() - started;
  return {
    origin,
    output: () => output,
    startMs,
    async stop() {
      if (child.exitCode !== null || !child.pid) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid, 'SIGTERM');
      await exited;
    },
  };
}

/** A free port whose next port is free too (the content editor's backend takes it). */
export async function freePorts(): Promise<number> {
  const listen = (port: number) =>
    new Promise<number | undefined>((resolve) => {
      const server = net.createServer();
      server.once('error', () => resolve(undefined));
      server.listen(port, '127.0.0.1', () => {
        const { port: bound } = server.address() as net.AddressInfo;
        server.close(() => resolve(bound));
      });
    });
  for (;;) {
    const port = await listen(0);
    if (port && (await listen(port + 1))) return port;
  }
}

/** The page's own dialog for content mistakes (src/ui/ContentProblems), never Vite's overlay and its English. */
export const problemsDialog = (page: Page) => page.getByRole('dialog', { name: /Le contenu a \d+ erreurs? à corriger/ });

/** One open page per edit's route, each live (its scripts loaded, Vite's update channel open) before any edit. */
export async function openEditPages(context: BrowserContext, origin: string): Promise<Page[]> {
  const pages: Page[] = [];
  for (const edit of EDITS) {
    const page = await context.newPage();
    await page.goto(`${origin}${edit.route}`, { timeout: 120_000 });
    await page.locator('h1').waitFor({ timeout: 120_000 });
    await page.waitForLoadState('networkidle', { timeout: 120_000 });
    pages.push(page);
  }
  return pages;
}

/**
 * Resolves once the page's h1 holds `marker`, checked on every frame: Playwright's locator waits poll every 500 ms
 * after the first few checks, which would round every measured delay up to that step.
 */
export async function headlineShows(page: Page, marker: string, timeout: number): Promise<void> {
  await page.waitForFunction((text) => document.querySelector('h1')?.textContent?.includes(text) ?? false, marker, {
    polling: 'raf',
    timeout,
  });
}
