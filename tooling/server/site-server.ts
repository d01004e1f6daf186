// Serves a built site as GitHub Pages would (tooling/server/github-pages.ts: its redirects, 404.html with status 404),
// with the headers of its `_headers` file sent as Netlify and Cloudflare Pages send them (or a CDN in front of GitHub
// Pages), brotli or gzip, HEAD and byte ranges. Whatever the request, it answers and keeps serving.
import crypto from 'node:crypto';
import fs from 'node:fs';
import http, { type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { basePath } from '../../src/deploy.ts';
import { headersAt, parseHeadersFile, type HeadersBlock } from '../build/headers-rules.ts';
import { byteRange, githubPagesAnswer } from './github-pages.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.data': 'text/x-script',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.vtt': 'text/vtt; charset=utf-8',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
};
/** Files hosts read as configuration and never serve. */
const HIDDEN = new Set(['_headers', '_redirects']);
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.data', '.svg', '.xml', '.txt', '.vtt', '.webmanifest']);

// Compressed bodies are also kept on disk, by content: every server started on the same build (one per end-to-end
// test worker, a copy of the project in the scaffold test) compresses each file once between them, not once each.
const COMPRESSED_CACHE = path.resolve(import.meta.dirname, '../../node_modules/.cache/compressed');
const CACHE_DAYS = 14;
let cacheSwept = false;

/** Removes cache entries older than CACHE_DAYS, once per process. */
function sweepCache(): void {
  if (cacheSwept) return;
  cacheSwept = true;
  fs.mkdirSync(COMPRESSED_CACHE, { recursive: true });
  for (const name of fs.readdirSync(COMPRESSED_CACHE)) {
    const file = path.join(COMPRESSED_CACHE, name);
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (stat && Date.now() - stat.mtimeMs > CACHE_DAYS * 86_400_000) fs.rmSync(file, { force: true });
  }
}

function readIfThere(file: string): Buffer | undefined {
  try {
    return fs.readFileSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Brotli or gzip of one file's bytes, as a CDN would send them; read from the disk cache when already made. */
function compress(raw: Buffer, encoding: 'br' | 'gzip'): Buffer {
  // The content editor's multi-megabyte bundle takes a minute at brotli's top quality; a CDN would use less too.
  const quality = encoding === 'gzip' ? 9 : raw.length > 1_000_000 ? 5 : zlib.constants.BROTLI_MAX_QUALITY;
  const digest = crypto.createHash('sha256').update(raw).digest('hex');
  const cached = path.join(COMPRESSED_CACHE, `${digest}.${encoding}${quality}`);
  const body = readIfThere(cached);
  if (body) return body;
  const made =
    encoding === 'br'
      ? zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality } })
      : zlib.gzipSync(raw, { level: quality });
  // Written aside, then renamed: a server reading the same entry meanwhile never sees half a file.
  const partial = `${cached}.${process.pid}`;
  fs.writeFileSync(partial, made);
  fs.renameSync(partial, cached);
  return made;
}

type Target = { sitePath: string; search: string; redirect?: undefined } | { redirect: string };

/** A file failing mid-way ends that response, not the server. */
function stream(source: fs.ReadStream, res: ServerResponse): void {
  source.on('error', () => res.destroy());
  res.on('close', () => source.destroy());
  source.pipe(res);
}

function send(req: IncomingMessage, res: ServerResponse, status: number, headers: OutgoingHttpHeaders, body: Buffer): void {
  res.writeHead(status, { ...headers, 'Content-Length': body.length });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** An HTTP server for the built site in `root`, published at `base` (BASE_PATH); not yet listening. */
export function createSiteServer({ root, base = '/' }: { root: string; base?: string }): http.Server {
  sweepCache();
  const dir = path.resolve(root);
  const prefix = basePath(base);
  const headersFile = path.join(dir, '_headers');
  const blocks: HeadersBlock[] = fs.existsSync(headersFile) ? parseHeadersFile(fs.readFileSync(headersFile, 'utf8')) : [];
  const compressed = new Map<string, Buffer>();

  /** Brotli or gzip, like any CDN in front of a static site; computed once per file. */
  function encode(file: string, stat: fs.Stats, acceptEncoding: string): { encoding: 'br' | 'gzip'; body: Buffer } | null {
    const encoding = /\bbr\b/.test(acceptEncoding) ? 'br' : /\bgzip\b/.test(acceptEncoding) ? 'gzip' : null;
    if (!encoding || !COMPRESSIBLE.has(path.extname(file))) return null;
    const key = `${encoding}:${file}:${stat.mtimeMs}`;
    if (!compressed.has(key)) compressed.set(key, compress(fs.readFileSync(file), encoding));
    const body = compressed.get(key);
    if (!body) throw new Error(`${file} was not compressed`);
    return { encoding, body };
  }

  /** The file on disk of a site path, only inside the folder, never a hidden one. */
  function onDisk(sitePath: string): string | undefined {
    const file = path.resolve(dir, `.${path.posix.normalize(sitePath)}`);
    if (!file.startsWith(`${dir}${path.sep}`) || file.split(path.sep).some((part) => HIDDEN.has(part))) return undefined;
    return file;
  }

  const isFile = (sitePath: string) => {
    const file = onDisk(sitePath);
    return Boolean(file && fs.statSync(file, { throwIfNoEntry: false })?.isFile());
  };

  /** The decoded site path of a request (without the base path), a redirect to the base itself, or null when malformed. */
  function sitePathOf(rawUrl: string): Target | null {
    if (!rawUrl.startsWith('/') || rawUrl.startsWith('//')) return null;
    const [rawPath = '', ...query] = rawUrl.split('?');
    let pathname: string;
    try {
      pathname = decodeURIComponent(rawPath);
    } catch {
      return null;
    }
    if (pathname.includes('\0')) return null;
    const search = query.length ? `?${query.join('?')}` : '';
    if (prefix === '/') return { sitePath: pathname, search };
    if (`${pathname}/` === prefix) return { redirect: prefix + search };
    if (!pathname.startsWith(prefix)) return { sitePath: '/__outside-base__', search };
    return { sitePath: `/${pathname.slice(prefix.length)}`, search };
  }

  function handle(req: IncomingMessage, res: ServerResponse) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(req, res, 405, { Allow: 'GET, HEAD' }, Buffer.from(''));
    const target = sitePathOf(req.url ?? '');
    if (!target) return send(req, res, 400, { 'Content-Type': 'text/plain; charset=utf-8' }, Buffer.from('Bad request\n'));
    if (target.redirect !== undefined) return send(req, res, 301, { Location: target.redirect }, Buffer.from(''));
    const answer = githubPagesAnswer(target.sitePath, isFile);
    if (answer.location) {
      const location = `${prefix}${encodeURI(answer.location.slice(1))}${target.search}`;
      // Never off the site: a Location starting with // or /\ would send the browser to another host.
      if (/^[/\\]{2}/.test(location)) throw new Error(`refused an off-site redirect to ${location}`);
      return send(req, res, answer.status, { Location: location }, Buffer.from(''));
    }
    // An unknown path is answered with 404.html, and with that page's headers, as hosts do.
    const sitePath = answer.file ? target.sitePath : '/404.html';
    const file = onDisk(answer.file ?? '/404.html');
    if (!file) throw new Error(`${answer.file ?? '/404.html'} is not a file the site serves`);
    for (const [name, value] of headersAt(blocks, sitePath)) res.setHeader(name, value);
    const stat = fs.statSync(file);
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    const range = answer.status === 200 ? byteRange(req.headers.range, stat.size) : undefined;
    res.setHeader('Accept-Ranges', 'bytes');
    if (range === 'unsatisfiable') return send(req, res, 416, { 'Content-Range': `bytes */${stat.size}` }, Buffer.from(''));
    if (range) {
      res.writeHead(206, {
        'Content-Type': type,
        'Content-Range': `bytes ${range.start}-${range.end}/${stat.size}`,
        'Content-Length': range.end - range.start + 1,
      });
      return req.method === 'HEAD' ? res.end() : stream(fs.createReadStream(file, range), res);
    }
    const packed = encode(file, stat, String(req.headers['accept-encoding'] ?? ''));
    if (packed)
      return send(
        req,
        res,
        answer.status,
        { 'Content-Type': type, 'Content-Encoding': packed.encoding, Vary: 'Accept-Encoding' },
        packed.body,
      );
    res.writeHead(answer.status, { 'Content-Type': type, 'Content-Length': stat.size });
    return req.method === 'HEAD' ? res.end() : stream(fs.createReadStream(file), res);
  }

  const server = http.createServer((req, res) => {
    try {
      handle(req, res);
    } catch (error) {
      console.error(`${req.method} ${req.url}: ${error instanceof Error ? error.message : error}`);
      if (res.headersSent) res.destroy();
      else send(req, res, 500, { 'Content-Type': 'text/plain; charset=utf-8' }, Buffer.from('Server error\n'));
    }
  });
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
  });
  return server;
}
