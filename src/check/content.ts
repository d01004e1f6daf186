// The whole content at once: the facts each document's check needs about the others (the pages that exist, the
// files of public/, the names other files already hold), and the rules that concern files themselves (names that
// become addresses, addresses that clash). The build checks every file with it; the editor downloads the facts as
// JSON (`contentIndex`) and checks the entry it is about to save.
import { pageHref, siteRoutes, type SiteRoute } from '../paths.ts';
import { rulesOf } from '../../schema/fields.ts';
import { UNKNOWN_FILE } from './contentPlaces.ts';
import { checkDocument, typeOfFile, type Found, type TypeDef } from './document.ts';
import type { CheckContext } from './field.ts';
import { siteTokens } from '../content/tokens.ts';

/** A content file as read: its path inside content/, its fields, its Markdown body. */
export type SourceFile = { relative: string; data: Record<string, unknown>; body?: string };

/** What the editor needs to know of the rest of the content to check one entry as the build would. */
export type ContentIndex = {
  /** Every page address of the site (`/demande/`). */
  pages: string[];
  /** Every file of public/ a content file may name (`/portfolio/eco-farm.jpg`). */
  files: string[];
  /** The values that must stay unique in their collection, by `Type.field`: which file holds which. */
  values: Record<string, { file: string; value: string }[]>;
  /** {brand}, {previewDelay}…: a length counts the text as the page shows it. */
  tokens: Record<string, string>;
};

/** A file's problem as the check reports it: `content/trades/avocat.md`, and where in it. */
export type FileFound = Found & { file: string };

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const slugOf = (relative: string) => relative.replace(/^.*\//, '').replace(/\.\w+$/, '');
const contentPath = (relative: string) => `content/${relative}`;

const PAGE_FILES: Partial<Record<SiteRoute['kind'], string>> = {
  home: 'content/pages/landing.yaml',
  request: 'content/pages/demande.yaml',
};

function routesOf(files: readonly SourceFile[]): SiteRoute[] {
  const docs = (folder: string) =>
    files
      .filter((f) => f.relative.startsWith(`${folder}/`))
      .map((f) => ({ slug: slugOf(f.relative), _raw: { sourceFilePath: f.relative } }));
  return siteRoutes({ trades: docs('trades'), samples: docs('samples'), legals: docs('legal') });
}

/** The facts of the whole content, as the editor downloads them. */
export function contentIndex(files: readonly SourceFile[], publicFiles: readonly string[]): ContentIndex {
  const values: ContentIndex['values'] = {};
  for (const source of files) {
    const def = typeOfFile(source.relative);
    for (const [name, field] of Object.entries(def?.fields ?? {})) {
      const value = source.data[name];
      if (!rulesOf(field).uniqueInCollection || typeof value !== 'string') continue;
      (values[`${def?.name}.${name}`] ??= []).push({ file: contentPath(source.relative), value });
    }
  }
  return {
    pages: [...new Set(routesOf(files).map((route) => route.path))],
    files: [...publicFiles].sort(),
    values,
    tokens: siteTokens(files.find((f) => f.relative === 'site.yaml')?.data),
  };
}

/** The context of the rules for the file `file` (content/…), which does not count as its own duplicate. */
export function contextOf(index: ContentIndex, file?: string): CheckContext {
  const pages = new Set(index.pages);
  const files = new Set(index.files);
  return {
    tokens: index.tokens,
    pageExists: (path) => pages.has(pageHref(path)),
    fileExists: (path) => files.has(decodeURI(path)),
    holderOf: (type, field, value) => index.values[`${type}.${field}`]?.find((v) => v.value === value && v.file !== file)?.file,
  };
}

/** Problems of the files themselves: a name that cannot become an address, two pages at one address. */
function fileProblems(files: readonly SourceFile[]): FileFound[] {
  const found: FileFound[] = [];
  for (const source of files) {
    if (!/^(trades|samples|legal)\//.test(source.relative)) continue;
    const slug = slugOf(source.relative);
    if (SLUG.test(slug)) continue;
    const better = slug
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    found.push({
      file: contentPath(source.relative),
      segments: [],
      problem: `Le nom de fichier « ${slug} » ne peut pas devenir une adresse de page : seuls les minuscules sans accent, les chiffres et les tirets sont permis.`,
      fix: `Renommez le fichier en « ${better || 'nom-de-la-page'}${source.relative.slice(source.relative.lastIndexOf('.'))} ».`,
    });
  }
  const byPath = new Map<string, SiteRoute>();
  for (const route of routesOf(files)) {
    const first = byPath.get(route.path);
    const source = route.source ?? PAGE_FILES[route.kind];
    if (!first) byPath.set(route.path, route);
    else if (source)
      found.push({
        file: source,
        segments: [],
        problem: `Cette page aurait l’adresse ${route.path}, déjà prise par ${first.source ?? PAGE_FILES[first.kind]}.`,
        fix: `Renommez ${source} : deux pages ne peuvent pas avoir la même adresse.`,
      });
  }
  return found;
}

/** One document's problems, checked against the index of the rest. */
export function checkFile(source: SourceFile, def: TypeDef, index: ContentIndex): FileFound[] {
  const file = contentPath(source.relative);
  return checkDocument(def, source.data, contextOf(index, file), source.body).map((found) => ({ ...found, file }));
}

/**
 * Every problem of the content: each file against the schema and the rules, then the files themselves. `unreadable`
 * names the files refused before they could be read (a YAML mistake, an alias bomb, a file too heavy): their pages
 * still count as pages, so that a link to them is not also reported as leading nowhere, a second and false message.
 */
export function checkContentFiles(
  files: readonly SourceFile[],
  publicFiles: readonly string[],
  unreadable: readonly string[] = [],
): FileFound[] {
  const index = contentIndex([...files, ...unreadable.map((relative) => ({ relative, data: {} }))], publicFiles);
  const found: FileFound[] = [];
  for (const source of files) {
    const def = typeOfFile(source.relative);
    found.push(...(def ? checkFile(source, def, index) : [{ file: contentPath(source.relative), segments: [], ...UNKNOWN_FILE }]));
  }
  return [...found, ...fileProblems(files)];
}
