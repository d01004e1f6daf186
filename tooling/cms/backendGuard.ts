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

function inScope(scope: BackendScope, file: string, kind: Kind): boolean {
  if (kind === 'media') return scope.media.some((folder) => file.startsWith(`${folder}/`));
  if (scope.files.includes(file)) return true;
  return scope.folders.some(
    ({ folder, extension }) =>
      file.startsWith(`${folder}/`) && !file.slice(folder.length + 1).includes('/') && file.endsWith(`.${extension}`),
  );
}

/** The path as it is on disk, links followed, from the project's root; null when it leads out of the project. */
function realRelative(root: string, file: string): string | null {
  const realRoot = fs.realpathSync(root);
  let existing = path.resolve(root, file);
  const rest: string[] = [];
  while (!fs.existsSync(existing) && existing !== path.dirname(existing)) {
    rest.unshift(path.basename(existing));
    existing = path.dirname(existing);
  }
  const relative = path.relative(realRoot, path.join(fs.realpathSync(existing), ...rest));
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  return relative.split(path.sep).join('/');
}

/** Refuses a path outside what the editor may touch, as written and as it is on disk (a link leads elsewhere). */
function checkPath(root: string, scope: BackendScope, raw: unknown, kinds: readonly Kind[]): string {
  const file = plainPath(raw);
  const real = realRelative(root, file);
  if (!kinds.some((kind) => inScope(scope, file, kind) && real !== null && inScope(scope, real, kind)))
    throw new Refusal(
      403,
      `L’éditeur ne lit et n’écrit que le contenu (${[...scope.folders.map(({ folder }) => `${folder}/`), ...scope.media.map((m) => `${m}/`)].join(', ')} et les fichiers de réglages) : « ${file} » n’en fait pas partie.`,
    );
  return file;
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

/** Each action decap-server's file mode answers, with the paths it names checked; any other action is refused. */
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
      // decap-server follows links inside the folder: a link there could lead to any file of the machine.
      const full = path.join(root, folder);
      if (fs.existsSync(full) && fs.readdirSync(full, { withFileTypes: true }).some((entry) => entry.isSymbolicLink()))
        throw new Refusal(403, `Le dossier « ${folder} » contient un lien vers un autre endroit : remplacez-le par le fichier lui-même.`);
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
      for (const file of files) {
        const checked = checkPath(root, scope, file?.path, ['entry']);
        if (file.newPath !== undefined) checkPath(root, scope, file.newPath, ['entry']);
        checkEntryText(checked, file.raw);
      }
      for (const asset of list<Asset>(params.assets)) checkMedia(checkPath(root, scope, asset.path, ['media']), asset);
      return;
    }
    case 'getMedia': {
      const folder = plainPath(params.mediaFolder);
      if (!scope.media.includes(folder) || realRelative(root, folder) !== folder)
        throw new Refusal(403, `L’éditeur ne liste que ses dossiers de médias : « ${folder} » n’en est pas un.`);
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
      checkPath(root, scope, params.path, ['entry', 'media']);
      return;
    case 'deleteFiles':
      for (const file of list<unknown>(params.paths)) checkPath(root, scope, file, ['entry', 'media']);
      return;
    default:
      throw new Refusal(422, `Le serveur local de l’éditeur ne connaît pas l’action « ${String(body.action)} ».`);
  }
}
