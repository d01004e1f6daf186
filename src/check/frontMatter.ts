// The one reader of a Markdown file's fields in the project: the content check, the editor's format, the tooling and
// the tests all split and read front matter here, as YAML and nothing else. gray-matter (what contentlayer2 reads
// Markdown with) takes a language from the first line, and runs `---js` fields as JavaScript; it also ends the fields
// at the first line that starts with `---`. So the first line must be `---` alone, and so must the first line after
// it that starts with `---`: a file accepted here is read the same way by both, as data.
import { parseDocument } from 'yaml';

export type FrontMatter = {
  /** The fields' YAML: the lines between the two `---` lines, each with its line end. */
  yaml: string;
  /** What ends the closing `---` line: `\n`, `\r\n`, or nothing when the file ends there. */
  close: string;
  /** The text after the fields, and the 1-based line it starts on. */
  body: string;
  bodyLine: number;
};

/** Why a file's fields cannot be read, and the 1-based line that says so. */
export type FrontMatterRefusal = { line: number; problem: string; fix: string };

const DELIMITER = '---';
/** The most aliases (`*nom`) a YAML text may expand: more is an alias bomb, not content. */
export const MAX_ALIAS_COUNT = 100;

const NO_FIELDS: FrontMatterRefusal = {
  line: 1,
  problem: 'Le fichier ne commence pas par ses champs entre deux lignes « --- ».',
  fix: 'Ajoutez une ligne « --- » tout en haut du fichier, puis les champs, puis une autre ligne « --- » avant le texte.',
};

const withoutCarriageReturn = (line: string) => (line.endsWith('\r') ? line.slice(0, -1) : line);

function firstLineRefusal(text: string, first: string): FrontMatterRefusal {
  const after = first.slice(DELIMITER.length);
  if (text.startsWith('\uFEFF'))
    return {
      line: 1,
      problem: 'Le fichier commence par un caractère invisible (une marque d’ordre des octets, « BOM ») avant la ligne « --- ».',
      fix: 'Enregistrez le fichier en « UTF-8 » sans BOM (le choix est dans le menu d’enregistrement de l’éditeur de texte).',
    };
  if (first.startsWith(DELIMITER) && after.trim() !== '' && !after.startsWith('-'))
    return {
      line: 1,
      problem: `La première ligne « ${first} » nomme un langage après « --- » (« ${after.trim()} ») : des champs ainsi annoncés peuvent être lus comme du code. Le site ne lit que des champs en YAML, sous une ligne « --- » seule.`,
      fix: 'Écrivez « --- » seul sur la première ligne, puis les champs en YAML (« nom: valeur »).',
    };
  if (first.startsWith(DELIMITER) && after !== '' && after.trim() === '')
    return {
      line: 1,
      problem: 'La première ligne porte des espaces après « --- ».',
      fix: 'Supprimez les espaces : la première ligne est « --- » seul.',
    };
  return NO_FIELDS;
}

/** A Markdown file's fields and text, or why they cannot be read as YAML. */
export function splitFrontMatter(text: string): FrontMatter | FrontMatterRefusal {
  const lines = text.split('\n');
  const first = withoutCarriageReturn(lines[0] ?? '');
  if (first !== DELIMITER || lines.length < 2) return firstLineRefusal(text, first);
  for (let i = 1; i < lines.length; i++) {
    const line = withoutCarriageReturn(lines[i] ?? '');
    if (!line.startsWith(DELIMITER)) continue;
    if (line !== DELIMITER)
      return {
        line: i + 1,
        problem: `La ligne « ${line} » commence par « --- » : elle fermerait les champs ici sans être « --- » seul.`,
        fix: 'Écrivez « --- » seul sur la ligne qui ferme les champs, et ne commencez aucune autre ligne des champs par trois tirets.',
      };
    const last = i === lines.length - 1;
    return {
      yaml: lines
        .slice(1, i)
        .map((l) => `${l}\n`)
        .join(''),
      close: `${(lines[i] ?? '').slice(DELIMITER.length)}${last ? '' : '\n'}`,
      body: lines.slice(i + 1).join('\n'),
      bodyLine: i + 2,
    };
  }
  return NO_FIELDS;
}

export const isRefusal = (read: FrontMatter | FrontMatterRefusal): read is FrontMatterRefusal => 'problem' in read;

/**
 * A YAML text's data (a file's whole text, or a front matter's, whose first line is `firstLine`); anything else
 * throws a French sentence with the line. The `yaml` package runs nothing: its tags give strings, lists and maps.
 */
export function readYaml(text: string, firstLine = 1): Record<string, unknown> {
  const doc = parseDocument(text);
  const error = doc.errors[0];
  if (error)
    throw new Error(
      `Le fichier n’est pas un YAML valide (ligne ${(error.linePos?.[0]?.line ?? 1) + firstLine - 1}) : corrigez-le dans un éditeur de texte.`,
    );
  const data: unknown = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
  return data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
}

/** A Markdown file's fields and text; a file whose fields are not plain YAML (`---js`…) throws, in French. */
export function frontMatterOf(text: string): FrontMatter {
  const read = splitFrontMatter(text);
  if (isRefusal(read)) throw new Error(`Ligne ${read.line} : ${read.problem} ${read.fix}`);
  return read;
}

/** A Markdown file's fields as data, and its text; a file whose fields are not plain YAML throws, in French. */
export function readFrontMatter(text: string): { data: Record<string, unknown>; body: string } {
  const { yaml, body } = frontMatterOf(text);
  return { data: readYaml(yaml, 2), body };
}
