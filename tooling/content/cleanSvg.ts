// node tooling/content/cleanSvg.ts public/…/dessin.svg …: rewrites each SVG as DOMPurify and the site's rules keep it
// (src/check/svgFile.ts), the fix the content check names for a drawing it refuses. Says what it removed.
import fs from 'node:fs';
import { cleanSvg, svgProblem } from '../../src/check/svgFile.ts';
import { svgWindow } from './svgWindow.ts';

const files = process.argv.slice(2);
if (!files.length) {
  console.error('Usage : node tooling/content/cleanSvg.ts public/…/dessin.svg …');
  process.exit(1);
}
for (const file of files) {
  const text = fs.readFileSync(file, 'utf8');
  const before = svgProblem(text, svgWindow());
  if (!before) {
    console.log(`${file} : rien à retirer.`);
    continue;
  }
  fs.writeFileSync(file, cleanSvg(text, svgWindow()));
  const after = svgProblem(fs.readFileSync(file, 'utf8'), svgWindow());
  console.log(`${file} : nettoyé (${before.problem})${after ? `\n  reste : ${after.problem}` : ''}`);
}
