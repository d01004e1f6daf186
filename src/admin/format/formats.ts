// The editor's file formats (Decap's registerCustomFormat): a save rewrites only the lines of the fields that changed.
// Each entry keeps the text it was read from under SOURCE; writing merges the edited data into that text (YAML through
// the `yaml` package's Document, the Markdown body block by block). A new entry is written in the content's style.
import { parseDocument } from 'yaml';
import { mergeMarkdown } from './markdownMerge.ts';
import { newYaml, updateYaml } from './yamlDocument.ts';
import { SOURCE } from './source.ts';

export { SOURCE };

type Data = Record<string, unknown>;

/** The entry's fields without the text it was read from. */
export const withoutSource = (data: Data): Data => Object.fromEntries(Object.entries(data).filter(([key]) => key !== SOURCE));

function parseYaml(text: string): Data {
  const doc = parseDocument(text);
  const error = doc.errors[0];
  if (error)
    throw new Error(
      `Le fichier n’est pas un YAML valide (ligne ${error.linePos?.[0]?.line ?? '?'}) : corrigez-le dans un éditeur de texte.`,
    );
  const data: unknown = doc.toJS({ maxAliasCount: 100 });
  return data && typeof data === 'object' && !Array.isArray(data) ? (data as Data) : {};
}

/** A YAML data file (content/site.yaml, content/samples/*.yaml). */
export const yamlFile = {
  fromFile(content: string): Data {
    return { ...parseYaml(content), [SOURCE]: content };
  },
  toFile(data: Data, sortedKeys: string[] = []): string {
    const source = data[SOURCE];
    const fields = withoutSource(data);
    return typeof source === 'string' && source !== '' ? updateYaml(source, fields) : newYaml(fields, sortedKeys);
  },
};

const FRONT_MATTER = /^---\r?\n([\s\S]*?\r?\n)?---(\r?\n|$)/;

function split(content: string): { yaml: string; separator: string; body: string } {
  const match = FRONT_MATTER.exec(content);
  if (!match) return { yaml: '', separator: '\n', body: content };
  return { yaml: match[1] ?? '', separator: match[2] ?? '\n', body: content.slice(match[0].length) };
}

/** A Markdown page: its fields between two `---` lines, then its text (content/trades/*.md, content/legal/*.md). */
export const markdownFile = {
  fromFile(content: string): Data {
    const { yaml, body } = split(content);
    return { ...parseYaml(yaml), ...(body.trim() && { body }), [SOURCE]: content };
  },
  toFile(data: Data, sortedKeys: string[] = []): string {
    const source = data[SOURCE];
    const { body, ...fields } = withoutSource(data);
    const text = typeof body === 'string' ? body : '';
    if (typeof source !== 'string' || source === '') return `---\n${newYaml(fields, sortedKeys)}---\n\n${text.trim()}\n`;
    const original = split(source);
    return `---\n${updateYaml(original.yaml, fields)}---${original.separator}${mergeMarkdown(original.body, text)}`;
  },
};

/** The text a save writes for `data`, by the file's kind (`.md` or `.yaml`). */
export const fileText = (path: string, data: Data): string => (path.endsWith('.md') ? markdownFile : yamlFile).toFile(data);
