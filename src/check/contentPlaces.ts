// What content/ may hold, as an allowlist: the marketers' guide (README.md), the folders of the document types, and in
// them the files a document type reads (`trades/*.md`, `site.yaml`… from schema/), plain files only. Anything else (a
// `.mdx` or `.json` file, a `.yml` file, a folder named like a file, a link) is refused, and never reaches
// contentlayer2, which reads only the files the check accepted (tooling/content/stage.ts). Hidden entries
// (`.DS_Store`, an editor's swap file) are left alone: no tool reads them.
import { DOCUMENT_DEFS, typeOfFile } from './document.ts';

export type ContentEntryKind = 'file' | 'folder' | 'link' | 'other';
export type PlaceProblem = { problem: string; fix: string };

/** The marketers' guide, in content/ for people only: no page reads it. */
export const CONTENT_GUIDE = 'README.md';

const PATTERNS = DOCUMENT_DEFS.map(({ def }) => def.filePathPattern ?? '').filter((pattern) => pattern !== '');
/** The folders documents live in (`trades`, `pages`…), from the types' patterns. */
const FOLDERS = new Set(PATTERNS.filter((p) => p.includes('/')).map((p) => p.slice(0, p.lastIndexOf('/'))));

/** An entry whose name, or a folder's on its way, starts with a dot. */
export const isHiddenEntry = (relative: string) => relative.split('/').some((segment) => segment.startsWith('.'));

/** A file no document type reads: in content/, but no page of the site shows it. */
export const UNKNOWN_FILE: PlaceProblem = {
  problem: 'Aucune page du site ne lit ce fichier : son dossier, son nom ou son extension ne correspond à aucun type de contenu.',
  fix: `Placez-le dans le bon dossier, sous un nom qui convient (${PATTERNS.join(', ')}), ou supprimez-le.`,
};

/** What is wrong with an entry of content/ (`trades/avocat.md`, a file, a folder or a link), or null when it belongs. */
export function contentEntryProblem(relative: string, kind: ContentEntryKind): PlaceProblem | null {
  if (kind === 'link')
    return {
      problem: 'Ceci est un lien vers un autre endroit, pas un fichier : le site ne lit que de vrais fichiers.',
      fix: 'Remplacez le lien par le fichier lui-même, ou supprimez-le.',
    };
  if (kind === 'folder')
    return FOLDERS.has(relative)
      ? null
      : {
          problem: `Ce dossier ne correspond à aucun type de contenu : le site ne lit que les dossiers ${[...FOLDERS].map((f) => `${f}/`).join(', ')}.`,
          fix: 'Déplacez ses fichiers dans le bon dossier, puis supprimez-le.',
        };
  if (kind === 'other')
    return { problem: 'Ceci n’est pas un fichier ordinaire.', fix: 'Supprimez-le : le site ne lit que des fichiers de texte.' };
  return relative === CONTENT_GUIDE || typeOfFile(relative) ? null : UNKNOWN_FILE;
}
