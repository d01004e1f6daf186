// The whole content check, on the files as written: YAML syntax, the schema, text lengths, then the content
// rules. Runs before contentlayer generates anything, at build (tooling/content/build.ts) and on every save in dev.
import path from 'node:path';
import { listContentFiles, readContentFile, type ContentFile } from './files.ts';
import type { ContentProblem } from './problem.ts';
import { checkContent } from './rules.ts';
import { unsafeAddresses } from './url-safety.ts';
import { checkSchema, DOCUMENT_DEFS } from './schema-check.ts';

const COLLECTIONS: Record<string, string> = {
  Site: 'site',
  Landing: 'landing',
  RequestPage: 'requestPage',
  NotFoundPage: 'notFoundPage',
  Trade: 'trades',
  Sample: 'samples',
  Legal: 'legals',
};

/** A rule's field path (`blocks[2].items[0].url`) as segments, to find its line. */
const segmentsOf = (field: string) =>
  field
    .split(/\.|(?=\[)/)
    .filter(Boolean)
    .map((s) => (s.startsWith('[') ? Number(s.slice(1, -1)) : s));

/** The {tokens} texts may hold, as the pages fill them in: lengths count the text as shown. */
function tokensOf(site: Record<string, unknown> | undefined): Record<string, string> {
  const values = { ...site, ...(site?.promises as object | undefined) };
  return Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/**
 * The schema check of a parsed file, kept while the file and the {tokens} stay the same: readContentFile returns
 * the same object for an unchanged file, so a save in dev checks only the file it changed.
 */
const checked = new WeakMap<ContentFile, { tokensKey: string; problems: ContentProblem[] }>();
function schemaProblems(source: ContentFile, tokens: Record<string, string>, tokensKey: string): ContentProblem[] {
  const known = checked.get(source);
  if (known?.tokensKey === tokensKey) return known.problems;
  const problems = checkSchema(source, tokens);
  checked.set(source, { tokensKey, problems });
  return problems;
}

/** Every content mistake of the project at `root`, in file order; empty when the content is sound. */
export function checkAllContent(root = process.cwd()): ContentProblem[] {
  const contentDir = path.join(root, 'content');
  const problems: ContentProblem[] = [];
  const sources: ContentFile[] = [];
  for (const relative of listContentFiles(contentDir)) {
    const source = readContentFile(contentDir, relative);
    if ('problem' in source) problems.push(source);
    else sources.push(source);
  }
  const tokens = tokensOf(sources.find((source) => source.relative === 'site.yaml')?.data);
  const tokensKey = JSON.stringify(tokens);
  for (const source of sources) problems.push(...schemaProblems(source, tokens, tokensKey));
  if (problems.length > 0) return problems;

  const docs: Record<string, unknown> = { trades: [], samples: [], legals: [] };
  const byFile = new Map<string, ContentFile>();
  for (const source of sources) {
    const def = DOCUMENT_DEFS.find(({ pattern }) => pattern.test(source.relative))?.def;
    const key = COLLECTIONS[def?.name ?? ''];
    if (!key) continue;
    const doc = { ...source.data, slug: path.basename(source.relative).replace(/\.\w+$/, ''), _raw: { sourceFilePath: source.relative } };
    const list = docs[key];
    if (Array.isArray(list)) list.push(doc);
    else docs[key] = doc;
    byFile.set(source.file, source);
  }
  const rules = [...checkContent(docs, { publicDir: path.join(root, 'public') }), ...unsafeAddresses(sources)];
  return rules
    .map((problem) => {
      const source = byFile.get(problem.file);
      return source && problem.field ? { ...source.locate(segmentsOf(problem.field)), ...problem } : problem;
    })
    .sort((a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0));
}
