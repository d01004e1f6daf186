// Writes .contentlayer/generated from content/ with contentlayer2's own command line, `contentlayer2 build`: the
// build runs it once, the dev server after each save. Its output is kept, not printed: the content check has
// already said everything a marketer needs, in French.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { contentStamp, GENERATED_STAMP } from './files.ts';

const require = createRequire(import.meta.url);
const PACKAGE = require.resolve('contentlayer2/package.json');
const CLI = path.resolve(path.dirname(PACKAGE), (JSON.parse(fs.readFileSync(PACKAGE, 'utf8')) as { bin: string }).bin);
const PRELOAD = path.join(import.meta.dirname, 'preload-contentlayer.ts');

export type GenerateResult = { ok: true } | { ok: false; log: string };
export type ContentGenerator = {
  /** Writes .contentlayer/generated, then the stamp of the content files as they were when it began (GENERATED_STAMP). */
  generate(): Promise<GenerateResult>;
  /** Ends the command waiting for the next save, if any. */
  close(): void;
};

type Command = { child: ChildProcess; result: Promise<GenerateResult> };

/** `contentlayer2 build`, started with PRELOAD: it loads contentlayer, then waits for a line on its input to run. */
function startCommand(): Command {
  const child = spawn(process.execPath, ['--import', PRELOAD, CLI, 'build'], { stdio: ['pipe', 'pipe', 'pipe'] });
  // A command that ended before its line (the dev server stopping) must not make the write fail loudly.
  child.stdin?.on('error', () => {});
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const result = new Promise<GenerateResult>((resolve) => {
    child.on('error', (error) => resolve({ ok: false, log: String(error) }));
    child.on('close', (code) => resolve(code === 0 ? { ok: true } : { ok: false, log }));
  });
  return { child, result };
}

/**
 * With `ahead`, that many commands are kept loaded and waiting, and a new one starts as soon as one is used, so that
 * a save waits for the generation (about 0.25 s here), not for contentlayer to load (about 0.5 s more): `npm run
 * dev`, with one ahead (two were no faster in `npm run bench:dev`). Without, each generation starts its own
 * command: the build.
 */
export function contentGenerator({ ahead = 0 } = {}): ContentGenerator {
  const waiting: Command[] = [];
  const fill = () => {
    while (waiting.length < ahead) waiting.push(startCommand());
  };
  fill();
  return {
    async generate() {
      const stamp = contentStamp(path.resolve('content'));
      let command = waiting.shift();
      while (command && command.child.exitCode !== null) command = waiting.shift();
      command ??= startCommand();
      command.child.stdin?.end('\n');
      fill();
      const result = await command.result;
      if (result.ok) fs.writeFileSync(GENERATED_STAMP, stamp);
      return result;
    },
    close() {
      for (const command of waiting.splice(0)) command.child.kill();
    },
  };
}
