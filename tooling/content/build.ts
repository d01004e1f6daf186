// `npm run content`: checks the content (French messages naming file, line, field and fix; exit 1 on any
// mistake), then generates .contentlayer/generated for the site. With --dev (`npm run dev`), it only generates
// when nothing was generated yet: the dev server checks and regenerates the content itself as it starts, and
// shows any mistake in the page.
import fs from 'node:fs';
import path from 'node:path';

const dev = process.argv.includes('--dev');
if (dev && fs.existsSync('.contentlayer/generated/index.mjs')) process.exit(0);

const { checkAllContent } = await import('./check.ts');
const { listContentFiles } = await import('./files.ts');
const { generateContent } = await import('./generate.ts');
const { formatProblems } = await import('../../src/check/problem.ts');

const problems = checkAllContent();
if (problems.length > 0) {
  if (dev) process.exit(0);
  console.error(`\n${formatProblems(problems)}\n`);
  process.exit(1);
}
const result = await generateContent();
if (!result.ok) {
  console.error(`Le contenu n’a pas pu être généré :\n${result.log}`);
  process.exit(1);
}
console.log(`Contenu : ${listContentFiles(path.resolve('content')).length} fichiers vérifiés, toutes les règles sont respectées.`);
