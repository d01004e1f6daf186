// contentlayer2's own command line writes .contentlayer/generated from the checked copy of content/ (stage.ts):
// `contentlayer2 build` once for the build, `contentlayer2 dev` (its watch mode) beside the dev server. Their output is kept, not printed: the
// content check has already said everything a marketer needs, in French.
//
// contentlayer2 deletes each file before writing it again, and the dev server may read it meanwhile (Vite then keeps
// the failure: every page answered 500). So `contentlayer2 dev` works in a folder of its own (DEV_DIR: the command's
// documented --config, its working directory and the configuration's content folder), and each of its generations
// is published into .contentlayer/generated file by file, each written beside its place and renamed over it: a
// reader finds the old file or the new one, never a missing or half-written one.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { contentStamp, filesUnder, GENERATED_STAMP } from './files.ts';
import { STAGE_DIR } from './stage.ts';

const require = createRequire(import.meta.url);
const PACKAGE = require.resolve('contentlayer2/package.json');
const CLI = path.resolve(path.dirname(PACKAGE), (JSON.parse(fs.readFileSync(PACKAGE, 'utf8')) as { bin: string }).bin);
/** The configuration's content folder (`contentDirPath`): the checked copy of content/, never content/ itself. */
const CONTENT_ENV = { CONTENTLAYER_CONTENT_DIR: STAGE_DIR };
/** How long a checked save may wait for its generation before `contentlayer2 dev` is started again. */
const MISSED_AFTER_MS = 4000;
/** How long a new `contentlayer2 dev` may take to load and generate everything. */
const START_MS = 60_000;
/** The end of a command's output kept for a failure's report. */
const LOG_CHARS = 20_000;
/** Where `contentlayer2 dev` writes (its own .contentlayer/ inside), and where the site reads the generated content. */
const DEV_DIR = path.resolve('.contentlayer/dev');
const GENERATED = path.resolve('.contentlayer/generated');

/** A generated file's publishing rank: the documents first, then their collections' indexes, then the top index. */
const rank = (file: string) => (!file.includes('/') ? 2 : path.posix.basename(file).startsWith('_index.') ? 1 : 0);

/**
 * Publishes the generated folder `from` into `to`: each file whose text changed is written beside its place, then
 * renamed over it (atomic for readers); documents before the indexes that name them; documents no longer generated
 * (their collection's index no longer imports them) are removed last. A file caught while the command rewrites it
 * (missing, empty, or JSON or a module cut short) is left as it was, and so is every removal: the command's next
 * generation, already under way, publishes again. Returns the number of files replaced or removed.
 */
export function publishGenerated(from = path.join(DEV_DIR, '.contentlayer/generated'), to = GENERATED): number {
  const files = filesUnder(from).sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  let whole = true;
  let published = 0;
  for (const file of files) {
    let text: string;
    try {
      text = fs.readFileSync(path.join(from, file), 'utf8');
      if (text === '') throw new Error('empty');
      if (file.endsWith('.json')) JSON.parse(text);
      // A module is whole once it has its exports and its last line (contentlayer2 ends each with a newline).
      if (file.endsWith('.mjs') && !(text.includes('export ') && text.endsWith('\n'))) throw new Error('cut short');
    } catch {
      whole = false;
      continue;
    }
    const target = path.join(to, file);
    if (fs.existsSync(target) && fs.readFileSync(target, 'utf8') === text) continue;
    fs.mkdirSync(path.dirname(target), { recursive: true });
    const aside = `${target}.${process.pid}.tmp`;
    fs.writeFileSync(aside, text);
    fs.renameSync(aside, target);
    published++;
  }
  if (!whole) return published;
  const kept = new Set(files);
  for (const file of filesUnder(to).filter((f) => !kept.has(f) && noLongerGenerated(from, f))) {
    fs.rmSync(path.join(to, file), { force: true });
    published++;
  }
  return published;
}

/**
 * Whether a file the last generation published is gone for good, not caught while the command rewrites it (it
 * deletes a file before writing it again, so a listing can miss any file). The indexes are written at every
 * generation: never gone. A document's file is gone once its collection's index, read whole, no longer imports it.
 */
function noLongerGenerated(from: string, file: string): boolean {
  if (rank(file) > 0) return false;
  try {
    const index = fs.readFileSync(path.join(from, path.posix.dirname(file), '_index.mjs'), 'utf8');
    return index.includes('export ') && !index.includes(`'./${path.posix.basename(file)}'`);
  } catch {
    return false;
  }
}

export type GenerateResult = { ok: true } | { ok: false; log: string };

/** `contentlayer2 build`, then the stamp of the content files it read (GENERATED_STAMP). */
export function generateContent(): Promise<GenerateResult> {
  const stamp = contentStamp(STAGE_DIR);
  const child = spawn(process.execPath, [CLI, 'build'], { env: { ...process.env, ...CONTENT_ENV }, stdio: ['ignore', 'pipe', 'pipe'] });
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
  /** Resolves at the command's first generation (published), or at its failure. */
  started: Promise<GenerateResult>;
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
  let onStarted: (result: GenerateResult) => void = () => {};
  const started = new Promise<GenerateResult>((resolve) => (onStarted = resolve));

  const settle = (result: GenerateResult) => {
    const waiting = waiters;
    waiters = [];
    for (const done of waiting) done(result);
    onStarted(result);
    return waiting.length;
  };

  function start() {
    log = '';
    last = '';
    // Its first generation reuses what `npm run content` has already read (contentlayer2's cache of parsed files).
    const cache = path.join(DEV_DIR, '.contentlayer/.cache');
    if (!fs.existsSync(cache) && fs.existsSync('.contentlayer/.cache')) fs.cpSync('.contentlayer/.cache', cache, { recursive: true });
    fs.mkdirSync(DEV_DIR, { recursive: true });
    // A first start with content the check refuses has no copy yet: the command watches an empty folder until one.
    fs.mkdirSync(STAGE_DIR, { recursive: true });
    const command = spawn(process.execPath, [CLI, 'dev', '--config', path.resolve('contentlayer.config.ts')], {
      cwd: DEV_DIR,
      // contentlayer2 takes its working directory from PWD; the configuration reads the content folder's place.
      env: { ...process.env, PWD: DEV_DIR, ...CONTENT_ENV },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    const keep = (chunk: Buffer) => (log = (log + chunk.toString()).slice(-LOG_CHARS));
    command.stdout?.on('data', keep);
    command.stderr?.on('data', keep);
    command.on('message', () => {
      if (child !== command) return;
      // The files it read, in content/'s terms: the stage keeps each file's name, size and time of change.
      const stamp = contentStamp(STAGE_DIR);
      try {
        publishGenerated();
      } catch (error) {
        // A file system error (a full disk): the saves that wait for this generation hear of it.
        settle({ ok: false, log: String(error) });
        return;
      }
      last = stamp;
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
    started,
    generated(stamp) {
      if (last === stamp) return Promise.resolve({ ok: true });
      if (!child) restart();
      return new Promise((done) => {
        waiters.push(done);
        // Only a command that has generated once can have missed a save: a busy machine can take longer than
        // MISSED_AFTER_MS to start it, and its first generation reads every file anyway (START_MS bounds that wait).
        setTimeout(() => waiters.includes(done) && last !== '' && restart(), MISSED_AFTER_MS).unref();
      });
    },
    close() {
      closed = true;
      child?.kill();
      settle({ ok: false, log });
    },
  };
}
