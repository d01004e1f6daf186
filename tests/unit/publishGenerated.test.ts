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
  /** The top index as contentlayer2 writes it, a module (here with one value of its own). */
  const top = (value: string) => `export const value = '${value}'\n`;
  /** A collection's index as contentlayer2 writes it: it imports each document's file. */
  const index = (...docs: string[]) =>
    `${docs.map((doc, i) => `import d${i} from './${doc}' with { type: 'json' }\n`).join('')}export const all = [${docs.map((_, i) => `d${i}`).join(', ')}]\n`;

  it('replaces the changed files, keeps the others untouched, and removes the documents no longer generated', () => {
    const to = folder({
      'index.mjs': top('old'),
      'Trade/_index.mjs': index('a.json', 'gone.json'),
      'Trade/a.json': '{"a":1}',
      'Trade/gone.json': '{}',
    });
    const kept = fs.statSync(path.join(to, 'Trade/a.json')).ino;
    const from = folder({
      'index.mjs': top('new'),
      'Trade/_index.mjs': index('a.json', 'b.json'),
      'Trade/a.json': '{"a":1}',
      'Trade/b.json': '{"b":2}',
    });
    expect(publishGenerated(from, to)).toBe(4);
    expect(read(to)).toEqual(read(from));
    expect(fs.statSync(path.join(to, 'Trade/a.json')).ino, 'an unchanged file is not written again').toBe(kept);
  });

  it('never publishes a file caught while it is written (empty, or JSON cut short), and then removes nothing', () => {
    const to = folder({ 'index.mjs': top('old'), 'Trade/a.json': '{"a":1}', 'Trade/gone.json': '{}' });
    const from = folder({ 'index.mjs': top('new'), 'Trade/a.json': '{"a":', 'Trade/b.json': '' });
    publishGenerated(from, to);
    expect(read(to)).toEqual({ 'index.mjs': top('new'), 'Trade/a.json': '{"a":1}', 'Trade/gone.json': '{}' });
  });

  it('keeps a file the command deleted to write it again: an index always, a document its index still imports', () => {
    const published = { 'index.mjs': top('top'), 'Trade/_index.mjs': index('a.json'), 'Trade/a.json': '{"a":1}' };
    const to = folder(published);
    // Caught between the delete and the write: the top index missing, then a document.
    publishGenerated(folder({ 'Trade/_index.mjs': index('a.json'), 'Trade/a.json': '{"a":1}' }), to);
    publishGenerated(folder({ 'index.mjs': top('top'), 'Trade/_index.mjs': index('a.json') }), to);
    // The collection's index itself, and a collection's index cut short.
    publishGenerated(folder({ 'index.mjs': top('top'), 'Trade/a.json': '{"a":1}' }), to);
    publishGenerated(folder({ 'index.mjs': top('top'), 'Trade/_index.mjs': "import d0 from './b.json'" }), to);
    expect(read(to)).toEqual(published);
  });

  it('leaves no file written aside', () => {
    const to = folder({});
    const from = folder({ 'index.mjs': top('x'), 'Legal/_index.json': '[]' });
    publishGenerated(from, to);
    expect(Object.keys(read(to))).toEqual(['Legal/_index.json', 'index.mjs']);
  });
});
