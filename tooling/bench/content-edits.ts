// The edits the dev-loop test and bench make: a headline in a Markdown file and one in a YAML file, each made
// unique, with the page that shows it in its h1.
import { HOME_PATH, tradePath } from '../../src/paths.ts';

export type ContentEdit = { file: string; route: string; apply(text: string, marker: string): string };

const replaceLine = (text: string, pattern: RegExp, line: (indent: string) => string) => {
  if (!pattern.test(text)) throw new Error(`No line matches ${pattern}`);
  return text.replace(pattern, (_m, indent: string) => line(indent));
};

export const EDITS: ContentEdit[] = [
  {
    file: 'trades/avocat.md',
    route: tradePath('avocat'),
    apply: (text, marker) => replaceLine(text, /^()headline: .*$/m, () => `headline: Site Internet pour Avocat ${marker}`),
  },
  {
    file: 'pages/landing.yaml',
    route: HOME_PATH,
    apply: (text, marker) => replaceLine(text, /^( {4})headline: .*$/m, (indent) => `${indent}headline: "Votre site internet ${marker}"`),
  },
];
