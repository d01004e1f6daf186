// A content mistake as the marketer reads it, in the terminal, in the browser overlay and at build: the file and
// line, the field by its path, what is wrong, what is expected and how to fix it.

export type ContentProblem = {
  /** Path from the project root, e.g. content/trades/avocat.md */
  file: string;
  /** 1-based; absent when the mistake is the file itself */
  line?: number;
  column?: number;
  /** Field path inside the file, e.g. blocks[3].items[1].title; absent for the whole file */
  field?: string;
  /** What is wrong, then what is expected */
  problem: string;
  /** How to fix it */
  fix: string;
};

/** Where the mistake is: `content/trades/avocat.md, ligne 8, colonne 3`. */
export function placeOf(p: ContentProblem): string {
  const line = p.line ? `, ligne ${p.line}` + (p.column ? `, colonne ${p.column}` : '') : '';
  return `${p.file}${line}`;
}

/** One problem as a few lines of French text. */
export function formatProblem(p: ContentProblem): string {
  const field = p.field ? `champ « ${p.field} »` : 'fichier';
  return `${placeOf(p)} — ${field}\n  ${p.problem}\n  → ${p.fix}`;
}

/** Every problem, with a heading that counts them. */
export function formatProblems(problems: readonly ContentProblem[]): string {
  const heading = problems.length === 1 ? 'Le contenu a 1 erreur à corriger :' : `Le contenu a ${problems.length} erreurs à corriger :`;
  return `${heading}\n\n${problems.map(formatProblem).join('\n\n')}`;
}

/** A field path from its segments: ['blocks', 3, 'items', 1, 'title'] → blocks[3].items[1].title */
export const fieldPath = (segments: readonly (string | number)[]) =>
  segments.map((s, i) => (typeof s === 'number' ? `[${s}]` : i === 0 ? s : `.${s}`)).join('');

/** Every warning, with a heading that counts them: the content builds all the same. */
export function formatWarnings(warnings: readonly ContentProblem[]): string {
  const count = warnings.length === 1 ? '1 avertissement' : `${warnings.length} avertissements`;
  return `Le contenu a ${count}, qui n’empêche${warnings.length === 1 ? '' : 'nt'} pas de publier :\n\n${warnings.map(formatProblem).join('\n\n')}`;
}
