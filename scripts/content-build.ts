// `npm run content`: checks the content (French messages naming file, line, field and fix; exit 1 on any
// mistake), then generates .contentlayer/generated for the site. With --dev, a mistake does not stop
// `npm run dev`: the dev server shows it in the page and keeps the last good content.
import { checkAllContent } from './content-check.ts';
import { contentGenerator } from './content-generate.ts';
import { formatProblems } from './content-problem.ts';

const problems = checkAllContent();
if (problems.length > 0) {
  if (process.argv.includes('--dev')) process.exit(0);
  console.error(`\n${formatProblems(problems)}\n`);
  process.exit(1);
}
const result = await (await contentGenerator()).generate();
if (!result.ok) {
  console.error(`Le contenu n’a pas pu être généré :\n${result.log}`);
  process.exit(1);
}
console.log(`Contenu : ${result.documents} fichiers vérifiés, toutes les règles sont respectées.`);
