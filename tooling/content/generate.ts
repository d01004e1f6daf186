// contentlayer2's own command line writes .contentlayer/generated from content/: `contentlayer2 build` once for
// the build, `contentlayer2 dev` (its watch mode) beside the dev server. Their output is kept, not printed: the
// content check has already said everything a marketer needs, in French.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { contentStamp, GENERATED_STAMP } from './files.ts';

const require = createRequire(import.meta.url);
const PACKAGE = require.resolve('contentlayer2/package.json');
const CLI = path.resolve(path.dirname(PACKAGE), (JSON.parse(fs.readFileSync(PACKAGE, 'utf8')) as { bin: string }).bin);
const CONTENT = path.resolve('content');
/** How long a checked save may wait for its generation before `contentlayer2 dev` is started again. */
const MISSED_AFTER_MS = 4000;
/** How long a new `contentlayer2 dev` may take to load and generate everything. */
const START_MS = 60_000;
/** The end of a command's output kept for a failure's report. */
const LOG_CHARS = 20_000;

export type GenerateResult = { ok: true } | { ok: false; log: string };

/** `contentlayer2 build`, then the stamp of the content files as they were when it began (GENERATED_STAMP). */
export function generateContent(): Promise<GenerateResult> {
  const stamp = contentStamp(CONTENT);
  const child = spawn(process.execPath, [CLI, 'build'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  return new Promise((resolve) => {
    child.on('error', (error) => resolve({ ok: false, log: String(error) }));
    child.on('close', (code) => {
      if (code !== 0) return resolve({ ok: false, log });
      fs.writeFileSync(GENERATED_STAMP, stamp);
      resolve({ ok: true });
    });
  });
}

export type ContentWatch = {
  /**
   * Resolves at the next generation, or at once when the last one came after content/ reached `stamp`
   * (contentStamp): the content as it was when the generation's message arrived.
   */
  generated(stamp: string): Promise<GenerateResult>;
  close(): void;
};

/**
 * `contentlayer2 dev` for the dev server: it watches content/ itself and regenerates on each save, and each
 * generation tells this process (the configuration's `onSuccess`, over the channel Node opens to a child). A
 * generation is taken for the content as it is when its message arrives; one that read a file written again
 * meanwhile is followed by the next, which `onGeneration` reports (so does any generation no save waits for, the
 * command's first one included). A
 * save that waits too long (the command's watcher missed it) starts the command again: its first generation
 * reads every file.
 */
export function watchContent(onGeneration: (first: boolean) => void): ContentWatch {
  let child: ChildProcess | undefined;
  let log = '';
  let last = '';
  let waiters: ((result: GenerateResult) => void)[] = [];
  let closed = false;
  let generations = 0;

  const settle = (result: GenerateResult) => {
    const waiting = waiters;
    waiters = [];
    for (const done of waiting) done(result);
    return waiting.length;
  };

  function start() {
    log = '';
    last = '';
    const command = spawn(process.execPath, [CLI, 'dev'], { stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
    const keep = (chunk: Buffer) => (log = (log + chunk.toString()).slice(-LOG_CHARS));
    command.stdout?.on('data', keep);
    command.stderr?.on('data', keep);
    command.on('message', () => {
      last = contentStamp(CONTENT);
      fs.writeFileSync(GENERATED_STAMP, last);
      generations++;
      if (settle({ ok: true }) === 0) onGeneration(generations === 1);
    });
    command.on('exit', () => {
      if (closed || child !== command) return;
      child = undefined;
      settle({ ok: false, log });
    });
    child = command;
    // A command that never generates (a configuration it cannot load) fails the saves that wait for it.
    setTimeout(() => child === command && last === '' && settle({ ok: false, log }), START_MS).unref();
  }

  function restart() {
    const previous = child;
    child = undefined;
    previous?.kill();
    start();
  }

  start();
  return {
    generated(stamp) {
      if (last === stamp) return Promise.resolve({ ok: true });
      if (!child) restart();
      return new Promise((done) => {
        waiters.push(done);
        setTimeout(() => waiters.includes(done) && restart(), MISSED_AFTER_MS).unref();
      });
    },
    close() {
      closed = true;
      child?.kill();
      settle({ ok: false, log });
    },
  };
}
