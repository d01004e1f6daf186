// public/'s files on the dev server, with the headers Netlify and Cloudflare Pages send them: the blocks the build
// writes into _headers (hostHeaderBlocks, tooling/build/pages.ts), read from public/_headers on each request, so that a
// file that slipped past the content check runs no script in `npm run dev` either (script-src 'none', sandbox). Vite
// serves public/ at the root, and its files also under /public/ (the project's root) and /@fs/: each address gets the
// file's headers. _headers itself is the hosts' configuration, which they do not serve: nor does the dev server.
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { HEADERS_FILE } from '../../src/check/publicFile.ts';
import { headersAt, parseHeadersFile, patternMatches } from '../build/headers-rules.ts';
import { hostHeaderBlocks, staticFilePatterns } from '../build/pages.ts';

type Places = { base: string; root: string; publicDir: string };

/** `file`'s address in public/ (`/media/demo.mp4`) when it lies there, as written or with links followed. */
function insidePublic(file: string, publicDir: string): string | undefined {
  const real = (at: string) => (fs.existsSync(at) ? fs.realpathSync(at) : at);
  for (const [dir, at] of [
    [publicDir, file],
    [real(publicDir), real(file)],
  ] as const) {
    const relative = path.relative(dir, at);
    if (relative && !relative.startsWith('..') && !path.isAbsolute(relative)) return `/${relative.split(path.sep).join('/')}`;
  }
  return undefined;
}

/** The address in public/ of what a request names, by any of Vite's ways to serve it, or undefined for anything else. */
export function publicAddress(url: string, { base, root, publicDir }: Places): string | undefined {
  let pathname = url.split(/[?#]/)[0] ?? '';
  try {
    pathname = decodeURI(pathname);
  } catch {
    // Vite serves a path it cannot decode as written.
  }
  if (!pathname.startsWith(base)) return undefined;
  pathname = path.posix.normalize(`/${pathname.slice(base.length)}`);
  if (pathname.startsWith('/@fs/')) return insidePublic(pathname.slice('/@fs'.length), publicDir);
  const fromRoot = insidePublic(path.join(root, pathname), publicDir);
  if (fromRoot) return fromRoot;
  if (pathname === `/${HEADERS_FILE}` || staticFilePatterns(publicDir).some((pattern) => patternMatches(pattern, pathname)))
    return pathname;
  return undefined;
}

/** The headers a host sends with the file of public/ at `address`. */
export function publicFileHeaders(address: string, publicDir: string): Map<string, string> {
  const blocks = parseHeadersFile(fs.readFileSync(path.join(publicDir, HEADERS_FILE), 'utf8'));
  // A preview's headers: dev is no production site (no Strict-Transport-Security over http, no indexing).
  return headersAt(hostHeaderBlocks(blocks, [], { preview: true, publicDir }), address);
}

export function publicHeaders(): Plugin {
  return {
    name: 'public-headers',
    apply: 'serve',
    configureServer(server) {
      const places = { base: server.config.base, root: server.config.root, publicDir: server.config.publicDir };
      server.middlewares.use((req, res, next) => {
        const address = publicAddress(req.url ?? '', places);
        if (address === undefined) return next();
        if (address === `/${HEADERS_FILE}`) {
          res.statusCode = 404;
          res.end();
          return;
        }
        for (const [name, value] of publicFileHeaders(address, places.publicDir)) res.setHeader(name, value);
        next();
      });
    },
  };
}
