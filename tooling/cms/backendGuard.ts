// The guard in front of decap-server, the editor's local backend in `npm run dev` (tooling/cms/server.ts). By
// itself decap-server reads and writes any file of the project (vite.config.ts, .git/config: code that then runs),
// answers any page served from a local port and any Host (DNS rebinding), takes 50 MB bodies and shows stack traces.
// The guard lets through only what the editor does: requests from the dev server's own pages, to this server's own
// address, on the files the CMS configuration names (its collections' folders and files, its media folders), within
// the content check's limits; everything else is refused in French, before decap-server sees it.
import fs from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import { MAX_PUBLIC_FILE_BYTES, uploadedFileProblem } from '../../src/check/publicFile.ts';
import { MAX_CONTENT_FILE_BYTES } from '../content/files.ts';

/** What the editor may touch, from its configuration: entries in collection folders or files, files in media folders. */
export type BackendScope = {
  folders: { folder: string; extension: string }[];
  files: string[];
  media: string[];
};

type ConfigShape = {
  media_folder?: string;
  collections: { folder?: string; extension?: string; files?: { file: string }[] }[];
};

const withoutSlashes = (folder: string) => folder.replace(/^\/+|\/+$/g, '');

/** Every `media_folder` of the configuration: the global one and those of image and file fields. */
function mediaFolders(node: unknown, found: Set<string>): Set<string> {
  if (Array.isArray(node)) for (const item of node) mediaFolders(item, found);
  else if (node && typeof node === 'object')
    for (const [key, value] of Object.entries(node)) {
      if (key === 'media_folder' && typeof value === 'string') found.add(withoutSlashes(value));
      else mediaFolders(value, found);
    }
  return found;
}

export function backendScope(config: ConfigShape): BackendScope {
  return {
    folders: config.collections.flatMap(({ folder, extension }) =>
      folder ? [{ folder: withoutSlashes(folder), extension: extension ?? 'md' }] : [],
    ),
    files: config.collections.flatMap(({ files }) => (files ?? []).map(({ file }) => withoutSlashes(file))),
    media: [...mediaFolders(config, new Set())],
  };
}

/** The largest body the guard reads: one media file at the cap, in base64, with room for the rest of the request. */
export const MAX_BODY_BYTES = Math.ceil((MAX_PUBLIC_FILE_BYTES * 4) / 3) + 64 * 1024;

export class Refusal extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

const kilobytes = (bytes: number) => `${Math.ceil(bytes / 1024).toLocaleString('fr-FR')} Ko`;

/**
 * The request comes from the dev server's own pages to this server's own address, or is refused: the Host names
 * this server (not a name that points here by DNS rebinding), and the Origin is the dev server's.
 */
export function checkCaller(headers: IncomingHttpHeaders, { port, devPort }: { port: number; devPort: number }): string {
  const hosts = [`127.0.0.1:${port}`, `localhost:${port}`];
  if (!hosts.includes(String(headers.host ?? '').toLowerCase()))
    throw new Refusal(
      421,
      `Le serveur local de l’éditeur ne répond qu’à l’adresse http://127.0.0.1:${port} : cette requête visait « ${String(headers.host ?? '')} ».`,
    );
  const origins = [`http://127.0.0.1:${devPort}`, `http://localhost:${devPort}`];
  const origin = String(headers.origin ?? '');
  if (!origins.includes(origin))
    throw new Refusal(
      403,
      `Le serveur local de l’éditeur ne répond qu’à l’éditeur ouvert sur http://127.0.0.1:${devPort}/admin/ ; cette requête vient de « ${origin || 'aucune page'} ».`,
    );
  return origin;
}

/** A path as decap-server receives it, refused unless it is plain: no `..`, no hidden name, no backslash. */
function plainPath(raw: unknown): string {
  if (typeof raw !== 'string' || !raw) throw new Refusal(422, 'La requête ne nomme pas de fichier.');
  const segments = raw.replace(/^\/+/, '').split('/');
  if (/[\\\0]/.test(raw) || segments.some((segment) => !segment || segment.startsWith('.')))
    throw new Refusal(403, `« ${raw} » n’est pas un chemin de fichier du contenu.`);
  return segments.join('/');
}

type Kind = 'entry' | 'media';

/** The collection folder an entry's file lives in; undefined for a single-file entry (the settings, a page). */
const folderOf = (scope: BackendScope, file: string) =>
  scope.folders.find(
    ({ folder, extension }) =>
      file.startsWith(`${folder}/`) && !file.slice(folder.length + 1).includes('/') && file.endsWith(`.${extension}`),
  );

function inScope(scope: BackendScope, file: string, kind: Kind): boolean {
  if (kind === 'media') return scope.media.some((folder) => file.startsWith(`${folder}/`));
  return scope.files.includes(file) || folderOf(scope, file) !== undefined;
}

/** Whether something is at `file`: a file, a folder, or a link, even one that leads nowhere. */
const present = (file: string) => {
  try {
    fs.lstatSync(file);
    return true;
  } catch {
    return false;
  }
};

/**
 * The path as it is on disk, links followed, from the project's root; null when it leads out of the project or
 * through a link that leads nowhere (decap-server would write where it points).
 */
function realRelative(root: string, file: string): string | null {
  const realRoot = fs.realpathSync(root);
  let existing = path.resolve(root, file);
  const rest: string[] = [];
  while (!present(existing) && existing !== path.dirname(existing)) {
    rest.unshift(path.basename(existing));
    existing = path.dirname(existing);
  }
  let real: string;
  try {
    real = fs.realpathSync(existing);
  } catch {
    return null;
  }
  const relative = path.relative(realRoot, path.join(real, ...rest));
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  return relative.split(path.sep).join('/');
}

/**
 * Refuses a path outside what the editor may touch, and any path through a link: decap-server follows links, so a
 * link among the content or the media would lead it to any file of the project.
 */
function checkPath(root: string, scope: BackendScope, raw: unknown, kinds: readonly Kind[]): string {
  const file = plainPath(raw);
  if (!kinds.some((kind) => inScope(scope, file, kind)))
    throw new Refusal(
      403,
      `L’éditeur ne lit et n’écrit que le contenu (${[...scope.folders.map(({ folder }) => `${folder}/`), ...scope.media.map((m) => `${m}/`)].join(', ')} et les fichiers de réglages) : « ${file} » n’en fait pas partie.`,
    );
  if (realRelative(root, file) !== file)
    throw new Refusal(
      403,
      `« ${file} » passe par un lien vers un autre endroit : l’éditeur ne suit aucun lien. Remplacez-le par le fichier lui-même.`,
    );
  return file;
}

/** decap-server lists every entry of a folder that is not a folder, links included: it must hold plain files only. */
function refuseLinks(root: string, folder: string) {
  const full = path.join(root, folder);
  if (fs.existsSync(full) && fs.readdirSync(full, { withFileTypes: true }).some((entry) => !entry.isFile() && !entry.isDirectory()))
    throw new Refusal(403, `Le dossier « ${folder} » contient un lien vers un autre endroit : remplacez-le par le fichier lui-même.`);
}

/**
 * A rename (`newPath`) stays in the entry's own collection folder, names no file that exists, and moves that file
 * alone: decap-server's `move` also moves every file of the old file's folder into the new one's unless told
 * `hasSubfolders: false` (decap-server/src/middlewares/utils/fs.ts), which the request then says.
 */
function checkRename(root: string, scope: BackendScope, file: string, raw: unknown, options: Record<string, unknown>) {
  const to = checkPath(root, scope, raw, ['entry']);
  const folder = folderOf(scope, file);
  if (!folder) throw new Refusal(403, `« ${file} » est une page unique du site : elle garde son nom.`);
  if (folderOf(scope, to) !== folder)
    throw new Refusal(
      403,
      `Une entrée ne change de nom que dans son propre dossier (${folder.folder}/) : « ${file} » ne peut pas devenir « ${to} ».`,
    );
  if (to !== file && fs.existsSync(path.join(root, to)))
    throw new Refusal(409, `« ${to} » existe déjà : le renommage de « ${file} » l’écraserait. Choisissez un autre nom.`);
  options.hasSubfolders = false;
}

/** The settings and the site's single pages can be edited, never deleted: the site would not build without them. */
function checkDeletion(root: string, scope: BackendScope, raw: unknown) {
  const file = checkPath(root, scope, raw, ['entry', 'media']);
  if (scope.files.includes(file))
    throw new Refusal(403, `« ${file} » est une page unique du site ou ses réglages : l’éditeur peut la modifier, jamais la supprimer.`);
}

function checkEntryText(file: string, raw: unknown) {
  if (typeof raw !== 'string') throw new Refusal(422, `L’entrée « ${file} » arrive sans texte.`);
  const size = Buffer.byteLength(raw);
  if (size > MAX_CONTENT_FILE_BYTES)
    throw new Refusal(
      413,
      `L’entrée « ${file} » pèserait ${kilobytes(size)} ; un fichier de contenu ne peut pas dépasser ${kilobytes(MAX_CONTENT_FILE_BYTES)}.`,
    );
}

/** A media file sent by the editor obeys its upload's rules (src/check/publicFile.ts): public/'s, and no SVG. */
function checkMedia(file: string, asset: { content?: unknown; encoding?: unknown }) {
  if (typeof asset.content !== 'string' || asset.encoding !== 'base64')
    throw new Refusal(422, `Le fichier « ${file} » arrive sans contenu.`);
  const problem = uploadedFileProblem(file, Buffer.from(asset.content, 'base64'));
  if (problem) throw new Refusal(422, `${file} : ${problem.problem} ${problem.fix}`);
}

type Body = { action?: unknown; params?: Record<string, unknown> };
type EntryFile = { path?: unknown; newPath?: unknown; raw?: unknown };
type Asset = { path?: unknown; content?: unknown; encoding?: unknown };

/**
 * Each action decap-server's file mode answers, with the paths it names checked; any other action is refused. A rename
 * is told to move its file alone (checkRename), in the request itself, which decap-server then reads.
 */
export function checkAction(root: string, scope: BackendScope, body: Body): void {
  const params = body.params ?? {};
  const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);
  switch (body.action) {
    case 'info':
    case 'getDeployPreview':
      return;
    case 'entriesByFolder': {
      const folder = plainPath(params.folder);
      const collection = scope.folders.find((f) => f.folder === folder && params.extension === f.extension);
      if (!collection || realRelative(root, folder) !== folder)
        throw new Refusal(403, `L’éditeur ne liste que les dossiers de ses collections : « ${folder} » n’en est pas un.`);
      // The editor's collections keep their entries in the folder itself; decap-server walks as deep as it is told
      // (no depth: every sub-folder), where no link is looked for.
      if (params.depth !== 1)
        throw new Refusal(403, `L’éditeur ne liste que les fichiers posés dans « ${folder} », pas ses sous-dossiers.`);
      refuseLinks(root, folder);
      return;
    }
    case 'entriesByFiles':
      for (const file of list<EntryFile>(params.files)) checkPath(root, scope, file.path, ['entry']);
      return;
    case 'getEntry':
      checkPath(root, scope, params.path, ['entry']);
      return;
    case 'persistEntry': {
      const files = params.dataFiles ? list<EntryFile>(params.dataFiles) : [params.entry as EntryFile];
      const options = (params.options && typeof params.options === 'object' ? params.options : (params.options = {})) as Record<
        string,
        unknown
      >;
      for (const file of files) {
        const checked = checkPath(root, scope, file?.path, ['entry']);
        if (file.newPath !== undefined) checkRename(root, scope, checked, file.newPath, options);
        checkEntryText(checked, file.raw);
      }
      for (const asset of list<Asset>(params.assets)) checkMedia(checkPath(root, scope, asset.path, ['media']), asset);
      return;
    }
    case 'getMedia': {
      const folder = plainPath(params.mediaFolder);
      if (!scope.media.includes(folder) || realRelative(root, folder) !== folder)
        throw new Refusal(403, `L’éditeur ne liste que ses dossiers de médias : « ${folder} » n’en est pas un.`);
      // decap-server reads every file it lists, links followed.
      refuseLinks(root, folder);
      return;
    }
    case 'getMediaFile':
      checkPath(root, scope, params.path, ['media']);
      return;
    case 'persistMedia': {
      const asset = (params.asset ?? {}) as Asset;
      checkMedia(checkPath(root, scope, asset.path, ['media']), asset);
      return;
    }
    case 'deleteFile':
      checkDeletion(root, scope, params.path);
      return;
    case 'deleteFiles':
      for (const file of list<unknown>(params.paths)) checkDeletion(root, scope, file);
      return;
    default:
      throw new Refusal(422, `Le serveur local de l’éditeur ne connaît pas l’action « ${String(body.action)} ».`);
  }
}
