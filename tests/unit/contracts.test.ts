import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';

// Every workaround that depends on a framework's internals has a row in docs/framework-contracts.md, and the code
// that does it links to that row with a `Contract: docs/framework-contracts.md#<anchor>` comment.
const ROOT = path.resolve(import.meta.dirname, '../..');
const DOC = 'docs/framework-contracts.md';
const CODE_DIRS = ['src', 'tooling', 'schema'];
const CODE_FILES = ['react-router.config.ts', 'vite.config.ts', 'vite.admin.config.ts', 'contentlayer.config.ts'];

function codeFiles(): string[] {
  const walk = (dir: string): string[] =>
    fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
      const relative = path.join(dir, entry.name);
      if (entry.isDirectory()) return walk(relative);
      return /\.(ts|tsx|mjs|js|css)$/.test(entry.name) ? [relative] : [];
    });
  return [...CODE_DIRS.flatMap(walk), ...CODE_FILES];
}

const anchors = [...fs.readFileSync(path.join(ROOT, DOC), 'utf8').matchAll(/<a id="([a-z0-9-]+)"><\/a>/g)].map((m) => m[1]);
const links = codeFiles().flatMap((file) =>
  [...fs.readFileSync(path.join(ROOT, file), 'utf8').matchAll(/Contract: docs\/framework-contracts\.md#([a-z0-9-]+)/g)].map((m) => ({
    file,
    anchor: m[1],
  })),
);

describe('the framework contracts document', () => {
  test('every row has an anchor', () => {
    const rows = fs
      .readFileSync(path.join(ROOT, DOC), 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('| ') && !line.startsWith('| Workaround') && !line.startsWith('| ---'));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row, row.slice(0, 80)).toMatch(/^\| <a id="[a-z0-9-]+"><\/a>/);
  });

  test('every row is linked from the code that does the workaround', () => {
    const linked = new Set(links.map((link) => link.anchor));
    expect(anchors.filter((anchor) => !linked.has(anchor))).toEqual([]);
  });

  test('every link in the code has its row', () => {
    expect(links.filter((link) => !anchors.includes(link.anchor))).toEqual([]);
  });
});
