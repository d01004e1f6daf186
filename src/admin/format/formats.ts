// The editor's file formats (Decap's registerCustomFormat): a save rewrites only the lines of the fields that changed.
// Each entry keeps the text it was read from under SOURCE; writing merges the edited data into that text (YAML through
// the `yaml` package's Document, the Markdown body block by block). A new entry is written in the content's style.
import { frontMatterOf, readYaml } from '../../check/frontMatter.ts';
import { mergeMarkdown } from './markdownMerge.ts';
import { newYaml, updateYaml } from './yamlDocument.ts';
import { SOURCE } from './source.ts';

export { SOURCE };

type Data = Record<string, unknown>;

/** The entry's fields without the text it was read from. */
export const withoutSource = (data: Data): Data => Object.fromEntries(Object.entries(data).filter(([key]) => key !== SOURCE));

/** A YAML data file (content/site.yaml, content/samples/*.yaml). */
export const yamlFile = {
  fromFile(content: string): Data {
    return { ...readYaml(content), [SOURCE]: content };
  },
  toFile(data: Data, sortedKeys: string[] = []): string {
    const source = data[SOURCE];
    const fields = withoutSource(data);
    return typeof source === 'string' && source !== '' ? updateYaml(source, fields) : newYaml(fields, sortedKeys);
  },
};

/**
 * A Markdown page: its fields between two `---` lines, then its text (content/trades/*.md, content/legal/*.md). A file
 * whose fields are not plain YAML (`---js`…) is refused (src/check/frontMatter.ts), never shown as text.
 */
export const markdownFile = {
  fromFile(content: string): Data {
    const { yaml, body } = frontMatterOf(content);
    return { ...readYaml(yaml, 2), ...(body.trim() && { body }), [SOURCE]: content };
  },
  toFile(data: Data, sortedKeys: string[] = []): string {
    const source = data[SOURCE];
    const { body, ...fields } = withoutSource(data);
    const text = typeof body === 'string' ? body : '';
    if (typeof source !== 'string' || source === '') return `---\n${newYaml(fields, sortedKeys)}---\n\n${text.trim()}\n`;
    const original = frontMatterOf(source);
    return `---\n${updateYaml(original.yaml, fields)}---${original.close}${mergeMarkdown(original.body, text)}`;
  },
};

/** The text a save writes for `data`, by the file's kind (`.md` or `.yaml`). */
export const fileText = (path: string, data: Data): string => (path.endsWith('.md') ? markdownFile : yamlFile).toFile(data);
