// @vitest-environment node
// Front matter is data (issue 48): fields are YAML under a first line `---` alone, or the file is refused, in French,
// with its line, before anything reads it. contentlayer2 parses Markdown with gray-matter, which runs `---js` fields
// as JavaScript: each attack below writes a marker file if any of its code runs, and no marker may appear.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { markdownFile } from '../../src/admin/format/formats';
import { readFrontMatter, splitFrontMatter } from '../../src/check/frontMatter';
import { stageContent } from '../../tooling/content/stage';
import { contentCopy } from '../contentCopy';

const ROOT = path.resolve(import.meta.dirname, '../..');
const TRADE = fs.readdirSync(path.join(ROOT, 'content/trades')).sort()[0] ?? '';
const tradeText = fs.readFileSync(path.join(ROOT, 'content/trades', TRADE), 'utf8');
const fields = tradeText.split('\n---\n')[0]?.replace(/^---\n/, '') ?? '';
const STACK = /\n\s+at .+:\d+:\d+/;

/** Every way gray-matter reads a language after the opening `---` (its aliases, spaces, case, line ends, a BOM). */
const TAGS: Record<string, string> = {
  js: '---js\n',
  javascript: '---javascript\n',
  spaced: '--- js \n',
  upper: '---JS\n',
  crlf: '---js\r\n',
  'lone-cr': '---\rjs\n',
  bom: '\uFEFF---js\n',
  coffee: '---coffee\n',
  json: '---json\n',
  yaml: '--- yaml\n',
};

/** A page whose fields, read as JavaScript, write `marker`; read as YAML, they are the trade's own fields. */
const attack = (opening: string, marker: string) =>
  `${opening}({ name: require('node:fs').writeFileSync(${JSON.stringify(marker)}, 'exécuté') })\n---\nTexte\n`;

describe('the front matter reader', () => {
  test.each(Object.entries(TAGS))('refuses a first line with a language (%s), at line 1, in French', (_, opening) => {
    const text = attack(opening, '/dev/null');
    const read = splitFrontMatter(text);
    expect(read).toMatchObject({ line: 1, problem: expect.stringMatching(/\b(?:la|le|du|des)\b/), fix: expect.any(String) });
    expect(() => readFrontMatter(text)).toThrow(/^Ligne 1 : /);
    // The editor's own format refuses it too: never shown as a page's text.
    expect(() => markdownFile.fromFile(text)).toThrow(/^Ligne 1 : /);
  });

  test('a line starting with --- that is not --- alone, where gray-matter would end the fields, is refused at its line', () => {
    const text = `---\n${fields}\n---x\nname: Autre\n---\nTexte\n`;
    expect(splitFrontMatter(text)).toMatchObject({ line: fields.split('\n').length + 2 });
  });

  test('every page of the content reads as before: its fields as YAML data, its text after them', () => {
    for (const folder of ['trades', 'legal']) {
      for (const file of fs.readdirSync(path.join(ROOT, 'content', folder))) {
        const { data, body } = readFrontMatter(fs.readFileSync(path.join(ROOT, 'content', folder, file), 'utf8'));
        expect(Object.keys(data).length, file).toBeGreaterThan(0);
        expect(body.trim().length, file).toBeGreaterThan(0);
      }
    }
  });
});

describe('npm run content refuses what contentlayer2 would run or read unchecked', () => {
  const copies: ReturnType<typeof contentCopy>[] = [];
  afterAll(() => copies.forEach((copy) => copy.remove()));
  /** A copy of the content with a folder for the markers: any file there is code that ran. */
  const withMarkers = () => {
    const copy = contentCopy();
    copies.push(copy);
    const markers = path.join(copy.dir, 'marqueurs');
    fs.mkdirSync(markers);
    return { copy, markers, marker: (name: string) => path.join(markers, name) };
  };
  const staged = (dir: string) => {
    const stage = path.join(dir, '.contentlayer/content');
    return fs.existsSync(stage) ? fs.readdirSync(stage, { recursive: true }).map(String) : [];
  };

  test('each language tag is refused at line 1, and no code runs', () => {
    const { copy, markers, marker } = withMarkers();
    for (const [name, opening] of Object.entries(TAGS)) copy.write(`trades/langage-${name}.md`, attack(opening, marker(name)));
    const result = copy.build();
    expect(result.status).toBe(1);
    expect(result.output).not.toMatch(STACK);
    expect(fs.readdirSync(markers)).toEqual([]);
    for (const name of Object.keys(TAGS)) expect(result.output).toContain(`content/trades/langage-${name}.md, ligne 1 — fichier\n`);
    expect(result.output).toMatch(/langage-js\.md, ligne 1 — fichier\n {2}La première ligne « ---js » nomme un langage/);
    expect(result.output).toMatch(/langage-bom\.md, ligne 1 — fichier\n {2}Le fichier commence par un caractère invisible/);
    expect(staged(copy.dir)).not.toContainEqual(expect.stringMatching(/langage/));
  });

  test('a .mdx or .json file, which contentlayer2 reads and the check never listed, is refused, and no code runs', () => {
    const { copy, markers, marker } = withMarkers();
    copy.write('trades/piege.mdx', attack('---js\n', marker('mdx')));
    copy.write('trades/piege.json', '{ "name": "Piège" }\n');
    // A hidden file is no content: never read, never given to contentlayer2.
    copy.write('trades/.piege.mdx', attack('---js\n', marker('cache')));
    const result = copy.build();
    expect(fs.readdirSync(markers)).toEqual([]);
    expect(result.status).toBe(1);
    for (const stray of ['trades/piege.mdx', 'trades/piege.json'])
      expect(result.output).toMatch(
        new RegExp(`content/${stray.replace('.', '\\.')} — fichier\\n {2}Aucune page du site ne lit ce fichier`),
      );
    expect(staged(copy.dir)).not.toContainEqual(expect.stringMatching(/piege/));
  });

  test('a .yml file, a folder named like a page, an unknown folder and a link are refused by name', () => {
    const { copy, markers, marker } = withMarkers();
    copy.write('site.yml', 'brand: Autre\n');
    fs.mkdirSync(path.join(copy.dir, 'content/trades/dossier.md'));
    fs.mkdirSync(path.join(copy.dir, 'content/brouillons'));
    copy.write('brouillons/idee.md', attack('---js\n', marker('brouillon')));
    fs.symlinkSync(path.join(copy.dir, 'package.json'), path.join(copy.dir, 'content/trades/lien.md'));
    const result = copy.build();
    expect(fs.readdirSync(markers)).toEqual([]);
    expect(result.status).toBe(1);
    expect(result.output).not.toMatch(STACK);
    expect(result.output).toMatch(/content\/site\.yml — fichier\n {2}Aucune page du site ne lit ce fichier/);
    expect(result.output).toMatch(/content\/trades\/dossier\.md — fichier\n {2}Ce dossier ne correspond à aucun type de contenu/);
    expect(result.output).toMatch(/content\/brouillons — fichier\n {2}Ce dossier ne correspond à aucun type de contenu/);
    expect(result.output).toMatch(/content\/trades\/lien\.md — fichier\n {2}Ceci est un lien vers un autre endroit/);
    expect(result.output).not.toContain('"name": "agence-site-vitrine"');
  });
});

describe('what contentlayer2 reads', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stage-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  test('holds the checked files as they were read, with their times of change, and nothing else', () => {
    const stage = path.join(dir, 'stage');
    const mtimeMs = Date.UTC(2026, 0, 2, 3, 4, 5, 678) + 0.9;
    fs.mkdirSync(path.join(stage, 'trades'), { recursive: true });
    fs.writeFileSync(path.join(stage, 'trades/ancien.md'), attack('---js\n', path.join(dir, 'marqueur')));
    const files = [
      { relative: 'site.yaml', text: 'brand: Test\n', mtimeMs },
      { relative: 'trades/avocat.md', text: tradeText, mtimeMs },
    ];
    expect(stageContent(files, stage)).toBe(3);
    expect(fs.readdirSync(stage, { recursive: true }).map(String).sort()).toEqual(['site.yaml', 'trades', 'trades/avocat.md']);
    expect(fs.readFileSync(path.join(stage, 'trades/avocat.md'), 'utf8')).toBe(tradeText);
    expect(Math.trunc(fs.statSync(path.join(stage, 'site.yaml')).mtimeMs)).toBe(Math.trunc(mtimeMs));
    // Unchanged files are left as they are: contentlayer2's cache keeps them.
    expect(stageContent(files, stage)).toBe(0);
  });
});
