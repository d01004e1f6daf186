import { afterAll, expect, test } from 'vitest';
import { rulesOf } from '../../schema/fields';
import { FIELDS } from '../../src/check/document';
import { checkAllContent } from '../../tooling/content/check';
import { contentCopy } from '../contentCopy';

// The dev server runs the check on every save in one process, keeping what it read of unchanged files: each
// change between two runs must still be seen, and undoing it must clear the problem.
const copy = contentCopy();
afterAll(() => copy.remove());
const files = () => checkAllContent(copy.dir).map((p) => p.file);

test('a check run again in the same process sees every change made since the last run, and its undoing', () => {
  expect(checkAllContent(copy.dir)).toEqual([]);
  const trade = copy.read('trades/avocat.md');

  copy.edit('trades/avocat.md', (t) => t.replace(/^headline: .*$/m, 'headline:\n  - une liste\n  - au lieu d’un texte'));
  expect(files()).toEqual(['content/trades/avocat.md']);
  copy.write('trades/avocat.md', trade);
  expect(checkAllContent(copy.dir)).toEqual([]);

  copy.edit('trades/avocat.md', (t) => `${t}\n[Un lien](javascript:alert(1))\n`);
  expect(files()).toEqual(['content/trades/avocat.md']);
  copy.write('trades/avocat.md', trade);
  expect(checkAllContent(copy.dir)).toEqual([]);
});

test('a longer {token} in site.yaml makes an unchanged text that uses it too long', () => {
  const site = copy.read('site.yaml');
  const landing = copy.read('pages/landing.yaml');
  const max = rulesOf(FIELDS.get('Hero.headline')?.field).maxLength ?? 0;
  expect(max).toBeGreaterThan(0);
  const headline = 'Votre site en ligne sous {previewDelay}';
  copy.edit('pages/landing.yaml', (t) => t.replace(/^( {4}headline: ).*$/m, `$1"${headline}"`));
  expect(checkAllContent(copy.dir)).toEqual([]);
  copy.edit('site.yaml', (t) => t.replace(/^( {2}previewDelay: ).*$/m, `$1"${'quarante-huit heures '.repeat(6)}"`));
  expect(files()).toContain('content/pages/landing.yaml');
  copy.write('site.yaml', site);
  copy.write('pages/landing.yaml', landing);
  expect(checkAllContent(copy.dir)).toEqual([]);
});
