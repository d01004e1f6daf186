// The whole content check, on the files as written: what content/ holds (src/check/contentPlaces.ts), YAML syntax
// (files.ts), then the schema and the content rules of src/check, the same code the editor runs before a save. Runs
// before contentlayer generates anything, at build (tooling/content/build.ts) and on every save in dev; what it
// accepted is all contentlayer reads (stage.ts).
import fs from 'node:fs';
import path from 'node:path';
import { checkContentFiles, type FileFound, type SourceFile } from '../../src/check/content.ts';
import { repeatedSettings } from '../../src/check/repeats.ts';
import { fieldPath, type ContentProblem } from '../../src/check/problem.ts';
import { contentEntryProblem } from '../../src/check/contentPlaces.ts';
import { committedFileProblem, type PublicFileProblem } from '../../src/check/publicFile.ts';
import { contentEntries, readContentFile, type ContentFile } from './files.ts';
import { committedSvgProblem } from './svgWindow.ts';

/** Every file of public/ a content file may name, as the site serves it (`/portfolio/eco-farm.jpg`). */
export function publicFiles(publicDir: string, folder = ''): string[] {
  if (!fs.existsSync(path.join(publicDir, folder))) return [];
  // public/_img/ is written by the build from the images, and hidden files are no content: neither is walked.
  return fs.readdirSync(path.join(publicDir, folder), { withFileTypes: true }).flatMap((entry) => {
    const address = `${folder}/${entry.name}`;
    if (entry.name.startsWith('.') || address === '/_img') return [];
    if (entry.isDirectory()) return publicFiles(publicDir, address);
    return entry.isFile() ? [address] : [];
  });
}

/**
 * Every entry of public/, from its root (`/media/demo.mp4`), folders walked, links and hidden files included: all of
 * them reach the build and the dev server. public/_img/ too: the build writes it from checked images, but a file put
 * there by hand is served like the rest.
 */
function publicEntries(publicDir: string, folder = ''): { address: string; entry: fs.Dirent }[] {
  return fs.readdirSync(path.join(publicDir, folder), { withFileTypes: true }).flatMap((entry) => {
    const address = `${folder}/${entry.name}`;
    return entry.isDirectory() ? publicEntries(publicDir, address) : [{ address, entry }];
  });
}

const NOT_A_FILE: PublicFileProblem = {
  problem:
    'Ce n’est pas un fichier ordinaire mais un lien (ou un autre objet du système) : il mènerait l’hébergeur à un fichier que la vérification ne voit pas.',
  fix: 'Remplacez-le par le fichier lui-même, ou supprimez-le.',
};

/**
 * The files of public/ that break its rules (src/check/publicFile.ts): anything but a file of the site's kinds whose
 * bytes are what its extension says (an SVG judged by DOMPurify, src/check/svgFile.ts), and the hosts' _headers.
 */
export function checkPublicFiles(publicDir: string): ContentProblem[] {
  if (!fs.existsSync(publicDir)) return [];
  const problems: ContentProblem[] = [];
  for (const { address, entry } of publicEntries(publicDir)) {
    const full = path.join(publicDir, address);
    if (!entry.isFile()) {
      problems.push({ file: `public${address}`, ...NOT_A_FILE });
      continue;
    }
    const { size, mtimeMs } = fs.statSync(full);
    // In dev every save checks again: a file unchanged since is not read again.
    const known = checkedPublic.get(full);
    const found =
      known && known.size === size && known.mtimeMs === mtimeMs
        ? known.found
        : committedFileProblem(address, size, () => fs.readFileSync(full), committedSvgProblem);
    checkedPublic.set(full, { size, mtimeMs, found });
    if (found) problems.push({ file: `public${address}`, ...found });
  }
  return problems;
}

const checkedPublic = new Map<string, { size: number; mtimeMs: number; found: PublicFileProblem | null }>();

function readAll(root: string): { sources: ContentFile[]; problems: ContentProblem[]; unreadable: string[] } {
  const contentDir = path.join(root, 'content');
  const sources: ContentFile[] = [];
  const problems: ContentProblem[] = [];
  const unreadable: string[] = [];
  const { files, strays } = contentEntries(contentDir);
  for (const { relative, kind } of strays) {
    const found = contentEntryProblem(relative, kind);
    if (found) problems.push({ file: `content/${relative}`, ...found });
  }
  for (const relative of files) {
    const source = readContentFile(contentDir, relative);
    if ('problem' in source) {
      problems.push(source);
      unreadable.push(relative);
    } else sources.push(source);
  }
  return { sources, problems, unreadable };
}

const sourceOf = (file: ContentFile): SourceFile => ({ relative: file.relative, data: file.data, body: file.body?.text });

/** Every content file that reads as YAML, as the rules take it; files with a syntax mistake are left out. */
export const readSources = (root = process.cwd()): SourceFile[] => readAll(root).sources.map(sourceOf);

/** A problem found in a file's data, at its line: the body's line, or the field's line and column. */
function located(found: FileFound, source: ContentFile | undefined): ContentProblem {
  const field = fieldPath(found.segments) || undefined;
  const { problem, fix } = found;
  if (found.segments[0] === 'body' && source?.body)
    return { file: found.file, line: source.body.line + (found.line ?? 1) - 1, problem, fix };
  if (source && found.segments.length > 0) return { file: found.file, ...source.locate(found.segments), field, problem, fix };
  return { file: found.file, problem, fix };
}

const byPlace = (a: ContentProblem, b: ContentProblem) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0);

/**
 * Every content mistake of the project at `root`, in file and line order (empty when the content is sound), and the
 * content files as they were read: what contentlayer may be given once there is no mistake (stage.ts).
 */
export function checkContent(root = process.cwd()): { problems: ContentProblem[]; files: ContentFile[] } {
  const { sources, problems, unreadable } = readAll(root);
  problems.push(...checkPublicFiles(path.join(root, 'public')));
  const byFile = new Map(sources.map((source) => [source.file, source]));
  for (const found of checkContentFiles(sources.map(sourceOf), publicFiles(path.join(root, 'public')), unreadable))
    problems.push(located(found, byFile.get(found.file)));
  problems.sort(byPlace);
  return { problems, files: sources };
}

/**
 * What the content files may improve without being wrong: a setting written out where its {token} belongs
 * (src/check/repeats.ts), in file and line order.
 */
export function contentWarnings(files: readonly ContentFile[]): ContentProblem[] {
  const byFile = new Map(files.map((source) => [source.file, source]));
  return repeatedSettings(files.map(sourceOf))
    .map((found) => located(found, byFile.get(found.file)))
    .sort(byPlace);
}

/** Every content mistake of the project at `root`, in file and line order; empty when the content is sound. */
export const checkAllContent = (root = process.cwd()): ContentProblem[] => checkContent(root).problems;
