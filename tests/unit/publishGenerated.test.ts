// The dev server's generated content is published from contentlayer2's own folder file by file, each written aside
// and renamed over the old one (tooling/content/generate.ts): a reader never finds a file missing or half-written.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { publishGenerated } from '../../tooling/content/generate.ts';

const dirs: string[] = [];
function folder(files: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'published-'));
  dirs.push(dir);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}
const read = (dir: string) =>
  Object.fromEntries(
    fs
      .readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => fs.statSync(path.join(dir, file)).isFile())
      .sort()
      .map((file) => [file, fs.readFileSync(path.join(dir, file), 'utf8')]),
  );

afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('publishGenerated', () => {
  it('replaces the changed files, keeps the others untouched, and removes the files no longer generated', () => {
    const to = folder({ 'index.mjs': 'old', 'Trade/_index.json': '[1]', 'Trade/a.json': '{"a":1}', 'Trade/gone.json': '{}' });
    const kept = fs.statSync(path.join(to, 'Trade/a.json')).ino;
    const from = folder({ 'index.mjs': 'new', 'Trade/_index.json': '[1,2]', 'Trade/a.json': '{"a":1}', 'Trade/b.json': '{"b":2}' });
    expect(publishGenerated(from, to)).toBe(4);
    expect(read(to)).toEqual(read(from));
    expect(fs.statSync(path.join(to, 'Trade/a.json')).ino, 'an unchanged file is not written again').toBe(kept);
  });

  it('never publishes a file caught while it is written (empty, or JSON cut short), and then removes nothing', () => {
    const to = folder({ 'index.mjs': 'old', 'Trade/a.json': '{"a":1}', 'Trade/gone.json': '{}' });
    const from = folder({ 'index.mjs': 'new', 'Trade/a.json': '{"a":', 'Trade/b.json': '' });
    publishGenerated(from, to);
    expect(read(to)).toEqual({ 'index.mjs': 'new', 'Trade/a.json': '{"a":1}', 'Trade/gone.json': '{}' });
  });

  it('leaves no file written aside', () => {
    const to = folder({});
    const from = folder({ 'index.mjs': 'x', 'Legal/_index.json': '[]' });
    publishGenerated(from, to);
    expect(Object.keys(read(to))).toEqual(['Legal/_index.json', 'index.mjs']);
  });
});
