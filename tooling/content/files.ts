// Reads every content file as written (YAML data or Markdown front matter) and keeps where each field is, so that
// a mistake can be shown at its line and column.
import fs from 'node:fs';
import path from 'node:path';
import { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, visit, type Document } from 'yaml';
import { CONTENT_GUIDE, contentEntryProblem, isHiddenEntry, type ContentEntryKind } from '../../src/check/contentPlaces.ts';
import { isRefusal, MAX_ALIAS_COUNT, splitFrontMatter } from '../../src/check/frontMatter.ts';
import type { ContentProblem } from '../../src/check/problem.ts';

export type ContentFile = {
  /** Path from the project root: content/trades/avocat.md */
  file: string;
  /** Path inside content/: trades/avocat.md */
  relative: string;
  data: Record<string, unknown>;
  /** A Markdown file's text after its fields, and the line of the file it starts on */
  body?: { text: string; line: number };
  /** Line and column of a field path; the closest existing parent when the field is missing */
  locate(segments: readonly (string | number)[]): { line: number; column: number };
  /** The text as read, and the file's time of change, taken before it was read */
  text: string;
  mtimeMs: number;
};

/**
 * The largest content file the check reads, in bytes. The largest page today is under 20 KB; a 6 MB text took the
 * check and the generation minutes and gigabytes. Refused before it is read, with the file named.
 */
export const MAX_CONTENT_FILE_BYTES = 256 * 1024;

const kilobytes = (bytes: number) => `${Math.ceil(bytes / 1024).toLocaleString('fr-FR')} Ko`;

/** An entry of content/ that is not a document or the guide (src/check/contentPlaces.ts), and what it is. */
export type StrayEntry = { relative: string; kind: ContentEntryKind };

/**
 * What content/ holds, walked without following links: the documents (plain files a document type reads, in file
 * order) and every other entry, which the check refuses. An unknown folder is not walked into. Hidden entries are
 * left out.
 */
export function contentEntries(contentDir: string): { files: string[]; strays: StrayEntry[] } {
  const files: string[] = [];
  const strays: StrayEntry[] = [];
  const walk = (folder: string) => {
    for (const entry of readFolder(path.join(contentDir, folder))) {
      const relative = folder ? `${folder}/${entry.name}` : entry.name;
      if (isHiddenEntry(relative)) continue;
      const kind: ContentEntryKind = entry.isSymbolicLink() ? 'link' : entry.isDirectory() ? 'folder' : entry.isFile() ? 'file' : 'other';
      if (contentEntryProblem(relative, kind)) strays.push({ relative, kind });
      else if (kind === 'folder') walk(relative);
      else if (relative !== CONTENT_GUIDE) files.push(relative);
    }
  };
  walk('');
  return { files: files.sort(), strays };
}

/** A folder's entries; none when it is gone (removed while it is walked, or a copy not made yet). */
const readFolder = (folder: string) => {
  try {
    return fs.readdirSync(folder, { withFileTypes: true });
  } catch {
    return [];
  }
};

/** The documents of content/, as the site reads them: `trades/avocat.md`. */
export const listContentFiles = (contentDir: string): string[] => contentEntries(contentDir).files;

/** The files under a folder (every entry but folders), as paths with forward slashes ([] when it does not exist). */
export const filesUnder = (dir: string) =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((entry) => !entry.isDirectory())
        .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    : [];

/** Each content file's size and time of change (size -1: gone since it was listed). */
export function contentFileStats(contentDir: string): { file: string; size: number; mtimeMs: number }[] {
  return listContentFiles(contentDir).map((file) => {
    try {
      const { size, mtimeMs } = fs.statSync(path.join(contentDir, file));
      return { file, size, mtimeMs };
    } catch {
      return { file, size: -1, mtimeMs: 0 };
    }
  });
}

/**
 * What the content files are at this moment, as one text: name, size and time of change (to the millisecond, as the
 * copy contentlayer2 reads keeps it: tooling/content/stage.ts) of each. The generated content records the stamp it was
 * made from (GENERATED_STAMP), so `npm run dev` regenerates at start only when a file changed while it was stopped.
 */
export function contentStamp(contentDir: string, stats = contentFileStats(contentDir)): string {
  return stats.map(({ file, size, mtimeMs }) => `${file}:${size}:${Math.trunc(mtimeMs)}`).join('\n');
}

/** Where the generated content keeps the stamp of the files it was made from. */
export const GENERATED_STAMP = '.contentlayer/content-stamp.txt';

/** Whether the generated content was made from the content files as they are now (its stamp is theirs). */
export const generatedUpToDate = (contentDir: string) =>
  fs.existsSync(GENERATED_STAMP) && fs.readFileSync(GENERATED_STAMP, 'utf8') === contentStamp(contentDir);

function locator(doc: Document, counter: LineCounter, lineOffset: number) {
  return (segments: readonly (string | number)[]) => {
    let node: unknown = doc.contents;
    let offset = (doc.contents as { range?: number[] } | null)?.range?.[0] ?? 0;
    for (const segment of segments) {
      if (isMap(node)) {
        const pair = node.items.find((item) => isPair(item) && isScalar(item.key) && item.key.value === segment);
        if (!pair || !isScalar(pair.key)) break;
        offset = pair.key.range?.[0] ?? offset;
        node = pair.value;
      } else if (isSeq(node) && typeof segment === 'number' && node.items[segment]) {
        node = node.items[segment];
        offset = (node as { range?: number[] }).range?.[0] ?? offset;
      } else break;
    }
    const { line, col } = counter.linePos(offset);
    return { line: line + lineOffset, column: col };
  };
}

/** A file as parsed, before its time of change is added. */
type Parsed = Omit<ContentFile, 'mtimeMs'>;

/** Parsed files by path, kept while their text is unchanged: in dev a save re-parses one file, not all of them. */
const parsed = new Map<string, { text: string; result: Parsed | ContentProblem }>();

/** One content file, parsed; a YAML syntax mistake comes back as a problem at its exact line and column. */
export function readContentFile(contentDir: string, relative: string): ContentFile | ContentProblem {
  const full = path.join(contentDir, relative);
  const file = `${path.basename(contentDir)}/${relative}`;
  // Taken before the text is read: a save made meanwhile has a later time, and is read again at the next check.
  const { size, mtimeMs } = fs.statSync(full);
  if (size > MAX_CONTENT_FILE_BYTES) {
    parsed.delete(full);
    return {
      file,
      problem: `Ce fichier pèse ${kilobytes(size)} ; un fichier de contenu ne peut pas dépasser ${kilobytes(MAX_CONTENT_FILE_BYTES)}, pour que la vérification et la construction restent rapides.`,
      fix: 'Raccourcissez le texte ou répartissez-le sur plusieurs pages ; une image se place dans public/ et se cite par son chemin, jamais collée dans le texte.',
    };
  }
  const text = fs.readFileSync(full, 'utf8');
  const known = parsed.get(full);
  const result = known?.text === text ? known.result : parseSafely(file, relative, text);
  parsed.set(full, { text, result });
  return 'problem' in result ? result : { ...result, mtimeMs };
}

/** Whatever the YAML parser throws becomes a French problem naming the file, never a stack trace. */
function parseSafely(file: string, relative: string, text: string): Parsed | ContentProblem {
  try {
    return parseContentFile(file, relative, text);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (/alias/i.test(message))
      return {
        file,
        problem: `Le fichier répète des blocs par des renvois YAML (« &nom » puis « *nom ») plus de ${MAX_ALIAS_COUNT} fois : il se déplierait en un texte démesuré.`,
        fix: 'Écrivez chaque texte en entier à sa place, sans « & » ni « * » en début de valeur.',
      };
    return {
      file,
      problem: `Le fichier n’a pas pu être lu comme du YAML (${message.split('\n')[0]}).`,
      fix: 'Vérifiez le décalage, les deux-points après chaque nom de champ et les guillemets autour des textes qui contiennent « : » ou « # ».',
    };
  }
}

function parseContentFile(file: string, relative: string, text: string): Parsed | ContentProblem {
  let yamlText = text;
  let lineOffset = 0;
  let body: ContentFile['body'];
  if (relative.endsWith('.md')) {
    const read = splitFrontMatter(text);
    if (isRefusal(read)) return { file, ...read };
    yamlText = read.yaml;
    lineOffset = 1;
    body = { text: read.body, line: read.bodyLine };
  }
  const counter = new LineCounter();
  const doc = parseDocument(yamlText, { lineCounter: counter, prettyErrors: false, uniqueKeys: true });
  const error = doc.errors.find((e) => e.code === 'MULTILINE_IMPLICIT_KEY') ?? doc.errors[0];
  if (error) {
    // A line pushed too far right reads as the end of the one above it: the mistake is on the last line of the error.
    const multiline = error.code === 'MULTILINE_IMPLICIT_KEY';
    const { line, col } = counter.linePos(multiline ? error.pos[1] : error.pos[0]);
    // An indentation mistake is at the line's first character, where the parser counts from its start.
    const indent = multiline || error.code === 'BAD_INDENT';
    const column = indent ? (yamlText.split('\n')[line - 1]?.search(/\S/) ?? 0) + 1 : col;
    return { file, line: line + lineOffset, column, ...yamlMistake(multiline ? 'BAD_INDENT' : error.code, error.message) };
  }
  const reserved = reservedKey(doc);
  if (reserved !== undefined) {
    const { line, col } = counter.linePos(reserved);
    return {
      file,
      line: line + lineOffset,
      column: col,
      field: '__proto__',
      problem:
        'Le nom de champ « __proto__ » est réservé : lu par le site, il changerait tous les autres champs du fichier au lieu d’en ajouter un.',
      fix: 'Supprimez cette ligne et les lignes décalées sous elle ; aucun champ du site ne porte ce nom.',
    };
  }
  const data = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT }) as unknown;
  if (!data || typeof data !== 'object' || Array.isArray(data)) {
    return {
      file,
      line: 1 + lineOffset,
      problem: 'Le fichier ne contient aucun champ « nom: valeur ».',
      fix: 'Écrivez un champ par ligne, sous la forme « nom: valeur ».',
    };
  }
  return { file, relative, data: data as Record<string, unknown>, body, locate: locator(doc, counter, lineOffset), text };
}

/** Where the first `__proto__:` key of a document is (its offset), if it has one: JavaScript reads it as no field. */
function reservedKey(doc: Document): number | undefined {
  let offset: number | undefined;
  visit(doc, {
    Pair(_, pair) {
      if (isScalar(pair.key) && pair.key.value === '__proto__') {
        offset = pair.key.range?.[0] ?? 0;
        return visit.BREAK;
      }
      return undefined;
    },
  });
  return offset;
}

/** The YAML parser's codes, told in plain French. */
function yamlMistake(code: string, message: string): Pick<ContentProblem, 'problem' | 'fix'> {
  const french: Record<string, Pick<ContentProblem, 'problem' | 'fix'>> = {
    DUPLICATE_KEY: {
      problem: 'Ce champ est écrit deux fois dans le même bloc.',
      fix: 'Gardez une seule ligne pour ce champ et supprimez l’autre.',
    },
    BAD_INDENT: {
      problem: 'Le décalage (les espaces en début de ligne) ne correspond pas aux lignes voisines.',
      fix: 'Alignez cette ligne sur les autres champs du même bloc, avec des espaces (jamais de tabulation).',
    },
    TAB_AS_INDENT: {
      problem: 'Une tabulation sert de décalage en début de ligne.',
      fix: 'Remplacez la tabulation par des espaces.',
    },
    MISSING_CHAR: /quote/.test(message)
      ? {
          problem: 'Un guillemet ouvert plus haut n’est jamais fermé : la suite du fichier est lue comme un seul texte.',
          fix: 'Fermez le guillemet à la fin du texte qu’il ouvre, sur la ligne du champ au-dessus.',
        }
      : {
          problem: 'Le décalage de cette ligne ne correspond à aucun bloc : une liste attend un tiret « - », un champ des deux-points.',
          fix: 'Alignez la ligne sur ses voisines, et commencez chaque élément de liste par « - ».',
        },
    MULTILINE_IMPLICIT_KEY: {
      problem: 'Une ligne est lue comme la suite de la précédente : un décalage ou des deux-points manquent.',
      fix: 'Vérifiez le décalage de cette ligne et de la précédente, et les deux-points après chaque nom de champ.',
    },
    BLOCK_AS_IMPLICIT_KEY: {
      problem: 'Un texte contient « : » sans guillemets, ce qui le coupe en deux.',
      fix: 'Mettez tout le texte entre guillemets, par exemple « titre: "Horaires : 9h-18h" ».',
    },
  };
  return (
    french[code] ?? {
      problem: `Le fichier n’est pas un YAML valide à cet endroit (${message.split('\n')[0]?.replace(/ at line.*/, '')}).`,
      fix: 'Vérifiez le décalage, les deux-points après chaque nom de champ et les guillemets autour des textes qui contiennent « : » ou « # ».',
    }
  );
}
