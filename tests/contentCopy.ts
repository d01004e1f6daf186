import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

/** A throwaway copy of the content and its schema, to break files and build them without touching the project. */
export function contentCopy() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-'));
  fs.mkdirSync(path.join(dir, 'src'));
  for (const item of ['content', 'schema', 'contentlayer.config.ts', 'package.json']) {
    fs.cpSync(path.join(ROOT, item), path.join(dir, item), { recursive: true });
  }
  fs.cpSync(path.join(ROOT, 'src/content'), path.join(dir, 'src/content'), { recursive: true });
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
  fs.symlinkSync(path.join(ROOT, 'public'), path.join(dir, 'public'));
  return {
    dir,
    edit(file: string, change: (text: string) => string) {
      const full = path.join(dir, 'content', file);
      const before = fs.readFileSync(full, 'utf8');
      const after = change(before);
      if (after === before) throw new Error(`The edit of ${file} changed nothing`);
      fs.writeFileSync(full, after);
    },
    read: (file: string) => fs.readFileSync(path.join(dir, 'content', file), 'utf8'),
    write(file: string, text: string) {
      fs.writeFileSync(path.join(dir, 'content', file), text);
    },
    /**
     * The content check, then contentlayer's generation, as `npm run content` does. A run that never ends is stopped
     * after 3 minutes (a few seconds is the norm): spawnSync blocks the test's own timeout, and once left a run of
     * `npm test` waiting on a child that had stopped doing anything.
     */
    build() {
      const result = spawnSync(process.execPath, [path.join(ROOT, 'tooling/content/build.ts')], {
        cwd: dir,
        encoding: 'utf8',
        env: { ...process.env, PWD: dir, NODE_ENV: 'production', NO_COLOR: '1' },
        timeout: 180_000,
        killSignal: 'SIGKILL',
      });
      const stopped = result.error ? `\n(stopped: ${result.error.message})` : '';
      return { status: result.status, output: result.stdout + result.stderr + stopped };
    },
    remove() {
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
