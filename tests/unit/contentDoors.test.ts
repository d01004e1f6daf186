// @vitest-environment node
// What the content check closes (issue 38): nothing in public/ that weighs too much (what runs: publicFiles.test.ts),
// no address that leads to another site while looking like a path, no image the page policy would block, and French
// messages, one per mistake, for `__proto__` and alias bombs. Each case is `npm run content` in a throwaway copy.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, test } from 'vitest';
import { IMAGE_HOSTS } from '../../src/check/addresses.ts';
import { MAX_PUBLIC_FILE_BYTES } from '../../src/check/publicFile.ts';
import { contentCopy } from '../contentCopy';

const ROOT = path.resolve(import.meta.dirname, '../..');
const copy = contentCopy();
// public/ of its own, not the project's: the tests add files to it.
fs.unlinkSync(path.join(copy.dir, 'public'));
fs.cpSync(path.join(ROOT, 'public'), path.join(copy.dir, 'public'), { recursive: true });
const added: string[] = [];
const addPublic = (file: string, content: string | Buffer) => {
  const full = path.join(copy.dir, 'public', file);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, content);
  added.push(full);
};
const TRADE = fs.readdirSync(path.join(ROOT, 'content/trades')).sort()[0] ?? '';
const tradeText = fs.readFileSync(path.join(ROOT, 'content/trades', TRADE), 'utf8');
/** A trade page that another file links to (a sample site's way back): the false message would show there. */
const LINKED = fs
  .readdirSync(path.join(ROOT, 'content/samples'))
  .map((file) => /\/site-internet-([a-z0-9-]+)/.exec(fs.readFileSync(path.join(ROOT, 'content/samples', file), 'utf8'))?.[1])
  .find((slug) => slug && fs.existsSync(path.join(ROOT, 'content/trades', `${slug}.md`)));
const linkedText = fs.readFileSync(path.join(ROOT, 'content/trades', `${LINKED}.md`), 'utf8');

afterEach(() => {
  for (const file of added.splice(0)) fs.rmSync(file, { force: true });
  copy.write(`trades/${TRADE}`, tradeText);
  copy.write(`trades/${LINKED}.md`, linkedText);
});
afterAll(() => copy.remove());

describe('nothing in public/ weighs too much', () => {
  test(`a file over ${MAX_PUBLIC_FILE_BYTES / 1024 / 1024} Mio fails, the cap said in French`, () => {
    addPublic('media/huge.mp4', Buffer.alloc(MAX_PUBLIC_FILE_BYTES + 1));
    const result = copy.build();
    expect(result.status).not.toBe(0);
    expect(result.output).toMatch(
      /public\/media\/huge\.mp4 — fichier\n {2}Ce fichier pèse 10 Mo ; un fichier de public\/ ne peut pas dépasser 10 Mo/,
    );
    expect(result.output).toMatch(/25 Mo/);
  });
});

describe('the content check closes the rest', () => {
  test('a protocol-relative link, in a body or a field, is refused once, in French', () => {
    copy.edit(`trades/${TRADE}`, (t) => `${t.trimEnd()}\n\n[Nos tarifs](//evil.example/tarifs)\n`);
    const result = copy.build();
    expect(result.status).not.toBe(0);
    expect(result.output).toMatch(/Un lien du texte : L’adresse « \/\/evil\.example\/tarifs » commence par deux barres obliques/);
    expect(result.output).not.toMatch(/n’existe pas/);
    expect(result.output).toMatch(/^Le contenu a 1 erreur à corriger/m);
  });

  test('an image on a host the page policy blocks is refused; the policy’s own image hosts pass', () => {
    expect(tradeText).toMatch(/^[\s-]*image: /m);
    copy.edit(`trades/${TRADE}`, (t) => t.replace(/^([\s-]*)image: .*$/m, '$1image: https://evil.example/photo.jpg'));
    const refused = copy.build();
    expect(refused.status).not.toBe(0);
    expect(refused.output).toMatch(/L’image « https:\/\/evil\.example\/photo\.jpg » est hébergée sur https:\/\/evil\.example/);
    copy.write(`trades/${TRADE}`, tradeText.replace(/^([\s-]*)image: .*$/m, `$1image: ${IMAGE_HOSTS[0]}/photo-1?w=800`));
    expect(copy.build().output).not.toMatch(/hébergée sur/);
  });

  test('`__proto__` in front matter is refused in French, at its line, with no English from the generator', () => {
    copy.edit(`trades/${TRADE}`, (t) => t.replace(/^---\n/, '---\n__proto__:\n  name: Piège\n'));
    const result = copy.build();
    expect(result.status).not.toBe(0);
    expect(result.output).toMatch(new RegExp(`content/trades/${TRADE.replace('.', '\\.')}, ligne 2, colonne 1 — champ « __proto__ »`));
    expect(result.output).toMatch(/est réservé/);
    expect(result.output).not.toMatch(/extra fields|Error:/);
  });

  test('an alias bomb in a trade is one French message, without a false « page qui n’existe pas » where it is linked', () => {
    const bomb = [
      'a: &a [x, x, x, x, x, x, x, x, x]',
      'b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]',
      'c: [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b, *b, *b]',
    ];
    copy.edit(`trades/${LINKED}.md`, (t) => t.replace(/^---\n/, `---\n${bomb.join('\n')}\n`));
    const result = copy.build();
    expect(result.status).not.toBe(0);
    expect(result.output).toMatch(/^Le contenu a 1 erreur à corriger/m);
    expect(result.output).toMatch(/renvois YAML/);
    expect(result.output).not.toMatch(/n’existe pas/);
  });
});
