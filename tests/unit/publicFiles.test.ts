// @vitest-environment node
// public/ by allowlist (issue 48): the content check accepts the kinds of file the site serves, recognised from their
// bytes under a name that agrees, and refuses in French, with the fix, every file that could run as a page however it
// is named or encoded (tests/fixtures/publicFiles.ts), in fixture folders, then through `npm run content`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { uploadedFileProblem } from '../../src/check/publicFile.ts';
import { checkPublicFiles } from '../../tooling/content/check.ts';
import { contentCopy } from '../contentCopy';
import { CLEAN_SVG, RUNNING_FILES, SERVED_FILES, type DoorFile } from '../fixtures/publicFiles.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const folders: string[] = [];

/** A public/ folder holding `files` under media/, and what the content check says of it. */
function checkFolder(files: DoorFile[], extra: (dir: string) => void = () => {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'public-'));
  folders.push(dir);
  fs.mkdirSync(path.join(dir, 'media'));
  for (const { name, bytes } of files) fs.writeFileSync(path.join(dir, 'media', name), bytes);
  extra(dir);
  return checkPublicFiles(dir);
}

afterAll(() => {
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});

describe('public/ accepts the kinds of file the site serves', () => {
  test('every file of the project’s public/ (the build’s _img/, the icon sprite and _headers included) passes', () => {
    expect(fs.existsSync(path.join(ROOT, 'public/icons.svg')), 'npm run content writes the sprite first').toBe(true);
    expect(checkPublicFiles(path.join(ROOT, 'public'))).toEqual([]);
  });

  test('photos, images, video and captions pass, phone photos with their gain map or video too', () => {
    for (const file of SERVED_FILES) expect(checkFolder([file]), file.what).toEqual([]);
  });

  test('a drawing DOMPurify keeps whole passes the check, and the editor’s upload refuses it all the same', () => {
    expect(checkFolder([CLEAN_SVG])).toEqual([]);
    expect(uploadedFileProblem(CLEAN_SVG.name, CLEAN_SVG.bytes)?.problem).toMatch(/^L’éditeur n’accepte pas les dessins SVG/);
  });
});

describe('public/ refuses what could run as a page', () => {
  for (const file of RUNNING_FILES)
    test(`${file.what} (« ${file.name} ») is refused in French, with the fix`, () => {
      const problems = checkFolder([file]);
      expect(problems.map((p) => p.file)).toEqual([`public/media/${file.name}`]);
      const [found] = problems;
      expect(found?.problem).toMatch(/[éèàç’]|\b(?:le|la|un|une|ce|cette|n’)\b/);
      expect(found?.fix).toMatch(/^(?:Renommez|Supprimez|Convertissez|Ouvrez|Enregistrez|Exportez|C’est)/);
    });

  test('a link, even to a file of the site’s kinds, is refused: the host would follow it where the check does not', () => {
    const problems = checkFolder([], (dir) => fs.symlinkSync(path.join(ROOT, 'public/favicon-32.png'), path.join(dir, 'media/lien.png')));
    expect(problems).toEqual([expect.objectContaining({ file: 'public/media/lien.png', problem: expect.stringMatching(/un lien/) })]);
  });

  test('a file put in _img/ by hand is checked like the rest', () => {
    const problems = checkFolder([], (dir) => {
      fs.mkdirSync(path.join(dir, '_img'));
      fs.writeFileSync(path.join(dir, '_img/piege.html'), '<script>alert(1)</script>');
    });
    expect(problems.map((p) => p.file)).toEqual(['public/_img/piege.html']);
  });

  test('_headers is accepted at public/’s top only, as the hosts’ configuration, and refused holding a page', () => {
    const headers = fs.readFileSync(path.join(ROOT, 'public/_headers'));
    expect(checkFolder([{ name: '_headers', bytes: headers, what: '' }]).map((p) => p.file)).toEqual(['public/media/_headers']);
    const page = checkFolder([], (dir) => fs.writeFileSync(path.join(dir, '_headers'), `<html><script>alert(1)</script>\n${headers}`));
    expect(page.map((p) => p.file)).toEqual(['public/_headers']);
    expect(page[0]?.problem).toMatch(/la ligne 1 n’en est pas une/);
  });

  test('a refusal says what the bytes are when they are a kind of the site’s', () => {
    const [picture] = checkFolder(RUNNING_FILES.filter((file) => file.name === 'picture.png'));
    expect(picture?.problem).toMatch(/porte l’extension « \.png », mais ce n’est pas une image PNG/);
    expect(picture?.fix).toBe('C’est une photo JPEG : renommez-le avec l’extension « .jpg ».');
  });
});

describe('`npm run content` stops on each of them', () => {
  const copy = contentCopy();
  afterAll(() => copy.remove());

  test('every file is named with its reason and fix, in French, and nothing else is said', () => {
    fs.unlinkSync(path.join(copy.dir, 'public'));
    fs.cpSync(path.join(ROOT, 'public'), path.join(copy.dir, 'public'), { recursive: true });
    for (const { name, bytes } of RUNNING_FILES) fs.writeFileSync(path.join(copy.dir, 'public/media', name), bytes);
    const result = copy.build();
    expect(result.status).not.toBe(0);
    expect(result.output).toMatch(new RegExp(`^Le contenu a ${RUNNING_FILES.length} erreurs à corriger`, 'm'));
    for (const { name } of RUNNING_FILES) {
      const at = result.output.indexOf(`public/media/${name} — fichier\n`);
      expect(at, `${name}\n${result.output}`).toBeGreaterThanOrEqual(0);
      expect(result.output.slice(at).split('\n')[2], name).toMatch(/^ {2}→ /);
    }
  });
});
