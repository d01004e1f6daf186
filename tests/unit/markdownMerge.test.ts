// A Markdown body saved from the editor: Decap writes the whole body anew in its own spelling; the merge keeps every
// byte the marketer did not change, down to the words of the edited paragraph (issue 49, point 8).
import fs from 'node:fs';
import path from 'node:path';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { describe, expect, test } from 'vitest';
import { mergeMarkdown } from '../../src/admin/format/markdownMerge';
import { changedLines } from '../changedLines';

const LEGAL = path.resolve(import.meta.dirname, '../../content/legal');
const BODIES = fs
  .readdirSync(LEGAL)
  .sort()
  .map((file): [string, string] => [file, fs.readFileSync(path.join(LEGAL, file), 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '')]);

/**
 * The body as Decap's rich text editor writes it back (issue 49): `*` for `-`, a bracket that is no link escaped
 * (`\[adresse]`), a link whose text is its address written `<…>`.
 */
const asDecapWrites = (body: string) =>
  body
    .replace(/^(\s*)- /gm, '$1* ')
    .replace(/\[([^\]]*)\](?!\()/g, '\\[$1]')
    .replace(/\[([a-z]+:[^\]]*)\]\(\1\)/g, '<$1>');

/** What a Markdown text says, without how it is spelled. */
const meaning = (markdown: string) =>
  JSON.stringify(fromMarkdown(markdown), (name, value: unknown) => (name === 'position' || name === 'spread' ? undefined : value));

/** Each line of the body with a word of five letters or more that is plain text (not inside a link or a token). */
function editableLines(body: string): { line: string; word: string }[] {
  return body.split('\n').flatMap((line) => {
    const word = line.replace(/\[[^\]]*\]\([^)]*\)|\{\w+\}|\*\*[^*]*\*\*/g, ' ').match(/(?<![\p{L}\\])\p{Ll}{5,}(?!\p{L})/u)?.[0];
    return word ? [{ line, word }] : [];
  });
}

describe.each(BODIES)('%s', (file, body) => {
  test('the editor’s spelling alone changes nothing', () => {
    expect(asDecapWrites(body)).not.toBe(body);
    expect(mergeMarkdown(body, asDecapWrites(body))).toBe(body);
  });

  test('one word edited, in any paragraph, list item, heading or quote: that word alone changes, every other byte kept', () => {
    const lines = editableLines(body);
    expect(lines.length).toBeGreaterThan(10);
    for (const { line, word } of lines) {
      const newLine = line.replace(new RegExp(`(?<![\\p{L}\\\\])${word}(?!\\p{L})`, 'u'), word.toUpperCase());
      const wanted = body.replace(line, newLine);
      const merged = mergeMarkdown(body, asDecapWrites(wanted));
      expect(changedLines(body, merged), `${word} in « ${line.slice(0, 60)} »`).toBe(1);
      expect(merged, `${word} in « ${line.slice(0, 60)} »`).toBe(wanted);
    }
  });
});

describe('what the editor adds, removes or relinks', () => {
  // A list with links and placeholders in brackets, which Decap writes otherwise.
  const listOf = (text: string) => [...text.matchAll(/^(?:- .*\n)+/gm)].map(([found]) => found).find((found) => found.includes(']('));
  const [, body = ''] = BODIES.find(([, text]) => listOf(text)) ?? [];
  const list = listOf(body) ?? '';
  const [firstItem = '', secondItem = ''] = list.split('\n');

  test('an added list item takes the list’s marker; the other items keep their lines', () => {
    const wanted = body.replace(list, `${list}- Un point ajouté\n`);
    const merged = mergeMarkdown(body, asDecapWrites(wanted));
    expect(merged).toBe(wanted);
  });

  test('a removed list item takes its line with it, and nothing else', () => {
    const wanted = body.replace(`${secondItem}\n`, '');
    expect(mergeMarkdown(body, asDecapWrites(wanted))).toBe(wanted);
  });

  test('a link given another address is written with it; the rest of its line stays as written', () => {
    const [, linked = ''] = BODIES.find(([, text]) => /\]\(\/\w+\)/.test(text)) ?? [];
    const wanted = linked.replace(/\]\(\/(\w+)\)/, '](/$1-autre)');
    expect(wanted).not.toBe(linked);
    expect(mergeMarkdown(linked, asDecapWrites(wanted))).toBe(wanted);
  });

  test('whatever is typed into a line (brackets, stars, a token, a link), the merge says what the editor wrote', () => {
    for (const typed of [' [note]', ' *important*', ' {brand}', ' [ici](/demande)', ' 3 * 4', ' \\', ' `code`', ' <b>']) {
      const wanted = body.replace(firstItem, `${firstItem}${typed}`);
      const merged = mergeMarkdown(body, asDecapWrites(wanted));
      expect(meaning(merged), typed).toBe(meaning(wanted));
      expect(changedLines(body, merged), typed).toBe(1);
    }
  });
});
