// The editor's file formats: a save changes only the lines of the fields that changed, comments and layout kept.
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { parseDocument } from 'yaml';
import { describe, expect, test } from 'vitest';
import { markdownFile, SOURCE, withoutSource, yamlFile } from '../../src/admin/format/formats';
import { mergeMarkdown } from '../../src/admin/format/markdownMerge';
import { changedLines } from '../changedLines';

const CONTENT = path.resolve(import.meta.dirname, '../../content');
const FILES = fs
  .readdirSync(CONTENT, { recursive: true, encoding: 'utf8' })
  .filter((f) => /\.(ya?ml|md)$/.test(f) && f !== 'README.md')
  .sort();
const formatOf = (file: string) => (file.endsWith('.md') ? markdownFile : yamlFile);
const read = (file: string) => fs.readFileSync(path.join(CONTENT, file), 'utf8');

/** Every text field of a document, with its path. */
function* texts(value: unknown, at: (string | number)[] = []): Generator<(string | number)[]> {
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) yield* texts(item, [...at, i]);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) if (key !== SOURCE && key !== 'body') yield* texts(item, [...at, key]);
  } else if (typeof value === 'string') yield at;
}

function setIn(data: Record<string, unknown>, at: (string | number)[], value: string): Record<string, unknown> {
  const copy = structuredClone(data);
  let node: Record<string | number, unknown> = copy;
  for (const key of at.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[at[at.length - 1] ?? ''] = value;
  return copy;
}

describe('editor formats', () => {
  test.each(FILES)('%s is written back byte for byte when nothing changed', (file) => {
    const text = read(file);
    const format = formatOf(file);
    expect(format.toFile(format.fromFile(text))).toBe(text);
  });

  test('a one-field edit anywhere in any file changes that field’s line only, and the file reads back as edited', () => {
    const cases = FILES.flatMap((file) => [...texts(formatOf(file).fromFile(read(file)))].map((at) => ({ file, at })));
    fc.assert(
      fc.property(
        fc.constantFrom(...cases),
        fc.string({ minLength: 1, maxLength: 120 }).filter((s) => s.trim() === s && s.length > 0),
        ({ file, at }, word) => {
          const format = formatOf(file);
          const text = read(file);
          const data = format.fromFile(text);
          const edited = setIn(data, at, word);
          const written = format.toFile(edited);
          expect(withoutSource(format.fromFile(written))).toEqual(withoutSource(edited));
          expect(changedLines(text, written)).toBeLessThanOrEqual(word.includes('\n') ? 4 : 1);
        },
      ),
      { numRuns: 300 },
    );
  });

  test('comments, quoting and key order survive a save', () => {
    const text = read('pages/landing.yaml');
    const data = yamlFile.fromFile(text);
    const blocks = data.blocks as Record<string, unknown>[];
    const hero = blocks[0] as Record<string, unknown>;
    const written = yamlFile.toFile({ ...data, blocks: [{ ...hero, headline: `${hero.headline} !` }, ...blocks.slice(1)] });
    const comments = (t: string) => t.split('\n').filter((line) => line.trimStart().startsWith('#'));
    expect(comments(written)).toEqual(comments(text));
    expect(comments(text).length).toBeGreaterThan(0);
    expect(changedLines(text, written)).toBe(1);
  });

  test('a reorder changes only the lines that moved: each moved item keeps its key order, comments and [a, b] lists', () => {
    const text = read('pages/landing.yaml');
    const data = yamlFile.fromFile(text);
    const blocks = data.blocks as Record<string, unknown>[];
    expect(blocks.length).toBeGreaterThan(2);
    const lines = (t: string) => t.split('\n');
    // Two sections swapped: the file holds the same lines, only their order changed.
    const swapped = [blocks[1], blocks[0], ...blocks.slice(2)];
    const written = yamlFile.toFile({ ...data, blocks: swapped });
    expect(parseDocument(written).toJS()).toEqual(withoutSource({ ...data, blocks: swapped }));
    expect(lines(written).sort()).toEqual(lines(text).sort());
    // Within a section's list too (the portfolio's items, each with `devices: [a, b]`), moved and edited at once.
    const at = blocks.findIndex((block) => Array.isArray(block.items) && (block.items as unknown[]).length > 2);
    const items = blocks[at]?.items as Record<string, unknown>[];
    const [first, second, ...rest] = items;
    const moved = [...blocks];
    moved[at] = { ...blocks[at], items: [second, { ...first, title: `${String(first?.title)} !` }, ...rest] };
    const edited = yamlFile.toFile({ ...data, blocks: moved });
    expect(lines(edited).filter((line) => !lines(text).includes(line))).toEqual([expect.stringContaining(`${String(first?.title)} !`)]);
    expect(edited.match(/devices: \[/g)?.length).toBe(text.match(/devices: \[/g)?.length);
  });

  test('a field cleared in the editor leaves the file, a new one is written after its neighbour', () => {
    const text = 'brand: A\n# le slogan\ntagline: B\naction: C\n';
    expect(yamlFile.toFile({ brand: 'A', action: 'C', [SOURCE]: text })).toBe('brand: A\naction: C\n');
    expect(yamlFile.toFile({ brand: 'A', tagline: 'B', back: { label: 'Retour', href: '/' }, action: 'C', [SOURCE]: text })).toBe(
      'brand: A\n# le slogan\ntagline: B\nback:\n  label: Retour\n  href: /\naction: C\n',
    );
    // An empty key the editor never showed stays as it was.
    expect(yamlFile.toFile({ brand: 'A', [SOURCE]: 'brand: A\nnote:\n' })).toBe('brand: A\nnote:\n');
  });

  test('a new entry is written in the schema’s field order, long texts on one line', () => {
    const long = 'x'.repeat(200);
    const written = markdownFile.toFile({ headline: long, name: 'Fleuriste', body: 'Texte.' }, ['name', 'headline']);
    expect(written).toBe(`---\nname: Fleuriste\nheadline: ${long}\n---\n\nTexte.\n`);
    expect(parseDocument(written.split('---')[1] ?? '').toJS()).toEqual({ name: 'Fleuriste', headline: long });
  });
});

describe('Markdown body', () => {
  const original = read('legal/mentions-legales.md').replace(/^---[\s\S]*?---\n/, '');

  test('a body rewritten in another style but with the same content stays as written', () => {
    const restyled = original.replace(/^- /gm, '* ').replace(/\[/g, '\\[').replace(/\]\(/g, '\\](');
    expect(restyled).not.toBe(original);
    expect(mergeMarkdown(original, original.replace(/^- /gm, '* '))).toBe(original);
  });

  test('an edited paragraph is the only part written anew', () => {
    const paragraphs = original.split('\n\n');
    const target = paragraphs.findIndex((p) => /^[A-ZÀ-Ý]/.test(p) && !p.includes('\n'));
    const edited = paragraphs.map((p, i) => (i === target ? `${p} Mot ajouté.` : p.replace(/^- /gm, '* '))).join('\n\n');
    const merged = mergeMarkdown(original, edited);
    expect(changedLines(original, merged)).toBe(1);
    expect(merged).toContain('Mot ajouté.');
  });
});
