// Serves the built site like a static host: /x and /x/ → x/index.html, unknown paths → 404.html with status 404,
// headers from _headers (Netlify / Cloudflare Pages format). Usage: node scripts/serve.mjs [--port 4173] [--dir build/client]
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { basePath } from './base-path.mjs';

const args = new Map(process.argv.slice(2).map((arg, i, all) => [arg, all[i + 1]]));
const root = path.resolve(args.get('--dir') ?? 'build/client');
const port = Number(args.get('--port') ?? process.env.PORT ?? 4173);
const base = basePath(process.env.BASE_PATH);

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.data': 'text/x-script',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

/** Rules of a _headers file: [{ pattern: RegExp, headers: [name, value][] }]. */
export function parseHeaders(text) {
  const rules = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const glob = line
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '.*');
      rules.push({ pattern: new RegExp(`^${glob}$`), headers: [] });
    } else if (rules.length) {
      const at = line.indexOf(':');
      rules.at(-1).headers.push([line.slice(0, at).trim(), line.slice(at + 1).trim()]);
    }
  }
  return rules;
}

const headersFile = path.join(root, '_headers');
const rules = fs.existsSync(headersFile) ? parseHeaders(fs.readFileSync(headersFile, 'utf8')) : [];

const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.data', '.svg', '.xml', '.txt', '.vtt']);
const compressed = new Map();

/** Brotli or gzip, like any CDN in front of a static site; computed once per file. */
function encode(file, acceptEncoding) {
  const encoding = /\bbr\b/.test(acceptEncoding) ? 'br' : /\bgzip\b/.test(acceptEncoding) ? 'gzip' : null;
  if (!encoding || !COMPRESSIBLE.has(path.extname(file))) return null;
  const key = `${encoding}:${file}:${fs.statSync(file).mtimeMs}`;
  if (!compressed.has(key)) {
    const raw = fs.readFileSync(file);
    // The content editor's multi-megabyte bundle takes a minute at brotli's top quality; a CDN would use less too.
    const quality = raw.length > 1_000_000 ? 5 : zlib.constants.BROTLI_MAX_QUALITY;
    compressed.set(
      key,
      encoding === 'br'
        ? zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality } })
        : zlib.gzipSync(raw, { level: 9 }),
    );
  }
  return { encoding, body: compressed.get(key) };
}

function resolveFile(urlPath) {
  const clean = path.normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, '');
  const candidates = [path.join(root, clean), path.join(root, clean, 'index.html'), path.join(root, `${clean}.html`)];
  return candidates.find((file) => file.startsWith(root) && fs.existsSync(file) && fs.statSync(file).isFile());
}

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  let pathname = url.pathname;
  if (base !== '/' && !`${pathname}/`.startsWith(base)) pathname = '/__outside-base__';
  else if (base !== '/') pathname = `/${pathname.slice(base.length)}`;
  const file = pathname.endsWith('/_headers') ? undefined : resolveFile(pathname);
  const status = file ? 200 : 404;
  const target = file ?? path.join(root, '404.html');
  // An unknown path is answered with 404.html, and with that page's headers, as hosts do.
  const headersPath = file ? pathname : '/404.html';
  for (const rule of rules) {
    if (rule.pattern.test(headersPath)) for (const [name, value] of rule.headers) res.setHeader(name, value);
  }
  const type = TYPES[path.extname(target)] ?? 'application/octet-stream';
  const packed = encode(target, String(req.headers['accept-encoding'] ?? ''));
  if (packed) {
    res.writeHead(status, { 'Content-Type': type, 'Content-Encoding': packed.encoding, Vary: 'Accept-Encoding' });
    return res.end(req.method === 'HEAD' ? undefined : packed.body);
  }
  res.writeHead(status, { 'Content-Type': type });
  if (req.method === 'HEAD') return res.end();
  fs.createReadStream(target).pipe(res);
});

server.listen(port, '127.0.0.1', () =>
  console.log(`Static site on http://127.0.0.1:${port}${base} (from ${path.relative(process.cwd(), root)})`),
);
