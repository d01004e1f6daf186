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
  return {
    dir,
    edit(file: string, change: (text: string) => string) {
      const full = path.join(dir, 'content', file);
      const before = fs.readFileSync(full, 'utf8');
      const after = change(before);
      if (after === before) throw new Error(`The edit of ${file} changed nothing`);
      fs.writeFileSync(full, after);
    },
    write(file: string, text: string) {
      fs.writeFileSync(path.join(dir, 'content', file), text);
    },
    /** contentlayer2 build, then the content rules, as `npm run content` does. */
    build() {
      const run = (cmd: string, args: string[]) =>
        spawnSync(cmd, args, { cwd: dir, encoding: 'utf8', env: { ...process.env, PWD: dir, NODE_ENV: 'production', NO_COLOR: '1' } });
      const schema = run(path.join(ROOT, 'node_modules/.bin/contentlayer2'), ['build']);
      if (schema.status !== 0) return { status: schema.status, output: schema.stdout + schema.stderr };
      const rules = run(process.execPath, [
        '--import',
        'tsx',
        path.join(ROOT, 'scripts/check-content.mjs'),
        path.join(dir, '.contentlayer/generated'),
      ]);
      return { status: rules.status, output: schema.stdout + schema.stderr + rules.stdout + rules.stderr };
    },
    remove() {
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
