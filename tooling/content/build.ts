// `npm run content`: checks the content (French messages naming file, line, field and fix; exit 1 on any
// mistake), then copies the files it checked to what contentlayer2 reads (stage.ts) and generates
// .contentlayer/generated for the site. With --dev (`npm run dev`), it generates only
// when the generated content is missing or older than content/ (a save made while the server was stopped), and
// content with mistakes is left to the dev server, which shows them in the page: the server then starts with the
// content as saved, and its pages never wait for `contentlayer2 dev`'s first generation.
import fs from 'node:fs';
import path from 'node:path';

const { generatedUpToDate } = await import('./files.ts');
const dev = process.argv.includes('--dev');
if (dev && fs.existsSync('.contentlayer/generated/index.mjs') && generatedUpToDate(path.resolve('content'))) process.exit(0);

const { checkContent, contentWarnings } = await import('./check.ts');
const { stageContent } = await import('./stage.ts');
const { generateContent } = await import('./generate.ts');
const { formatProblems, formatWarnings } = await import('../../src/check/problem.ts');

const { problems, files } = checkContent();
if (problems.length > 0) {
  if (dev) process.exit(0);
  console.error(`\n${formatProblems(problems)}\n`);
  process.exit(1);
}
const warnings = contentWarnings(files);
if (warnings.length > 0) console.warn(`\n${formatWarnings(warnings)}\n`);
stageContent(files);
const result = await generateContent();
if (!result.ok) {
  console.error(`Le contenu n’a pas pu être généré :\n${result.log}`);
  process.exit(1);
}
console.log(`Contenu : ${files.length} fichiers vérifiés, toutes les règles sont respectées.`);
