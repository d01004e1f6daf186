// @vitest-environment node
// Content files that would exhaust the check (too large, a YAML alias bomb) are refused at once, in French, by name.
import { afterEach, describe, expect, test } from 'vitest';
import { MAX_CONTENT_FILE_BYTES } from '../../tooling/content/files';
import { contentCopy } from '../contentCopy';

const STACK = /\n\s+at .+:\d+:\d+/;
const copies: ReturnType<typeof contentCopy>[] = [];
const copy = () => {
  const made = contentCopy();
  copies.push(made);
  return made;
};
afterEach(() => copies.splice(0).forEach((c) => c.remove()));

/** A YAML alias bomb: each level repeats the one above ten times, a billion strings at the ninth. */
const aliasBomb = () => {
  const levels = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol","lol"]'];
  for (let i = 1; i < 9; i++) {
    const [prev, name] = [String.fromCharCode(96 + i), String.fromCharCode(97 + i)];
    levels.push(`${name}: &${name} [${Array(10).fill(`*${prev}`).join(',')}]`);
  }
  return `${levels.join('\n')}\n`;
};

describe('content files the check refuses to read through', () => {
  test('a file above the size cap is named with its size, before anything is parsed', () => {
    const c = copy();
    const legal = c.read('legal/cgv.md');
    const paragraph = '\nLorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt.\n';
    c.write('legal/cgv.md', legal + paragraph.repeat(Math.ceil((6 * 1024 * 1024) / paragraph.length)));
    const started = Date.now();
    const result = c.build();
    expect(result.status).toBe(1);
    expect(result.output).not.toMatch(STACK);
    expect(result.output).toMatch(
      new RegExp(
        `content/legal/cgv\\.md — fichier\\n {2}Ce fichier pèse [\\d\\s\\u202f]+ Ko ; un fichier de contenu ne peut pas dépasser ${MAX_CONTENT_FILE_BYTES / 1024} Ko`,
      ),
    );
    // The 6 MB file took minutes before it was capped; the check now stops at the size, in the time a build takes to start.
    expect(Date.now() - started).toBeLessThan(30_000);
  });

  test('a YAML alias bomb is named in French, not an English stack trace', () => {
    const c = copy();
    c.edit('pages/not-found.yaml', (t) => `${t}${aliasBomb()}`);
    const result = c.build();
    expect(result.status).toBe(1);
    expect(result.output).not.toMatch(STACK);
    expect(result.output).toMatch(/content\/pages\/not-found\.yaml — fichier\n {2}Le fichier répète des blocs par des renvois YAML/);
  });
});
