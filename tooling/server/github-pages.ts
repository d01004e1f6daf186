// How GitHub Pages answers a path of a published folder, which file or which redirect: the one host without a local
// runtime, so npm run serve imitates it (Cloudflare Pages is tested on its own runtime, `wrangler pages dev`). Pure,
// so that tooling/server/site-server.ts and the tests share it. GitHub's rules, as documented and as its servers answer:
// - "Creating a custom 404 page": an unknown path gets the published folder's 404.html, with status 404;
// - a folder holding index.html is served at /x/; /x answers 301 with Location /x/;
// - files are served as they are (/x/index.html, /x.html), and an address without an extension finds its .html file
//   (/x from x.html, /x/index and /index from their index.html), with status 200: GitHub Pages never redirects them;
// - GitHub Pages sends no custom headers (`_headers` is a Netlify and Cloudflare Pages file).
// A path holding `//` or `\` is a 404 here: its redirect would start with `//` (or `/\`, which browsers read as `//`),
// an address on another site.

/** Where GitHub Pages finds a site path: a file, a redirect (location without the query), or nothing. */
export type HostAnswer =
  | { file: string; location?: undefined; status: 200 }
  | { file?: undefined; location: string; status: 301 }
  | { file?: undefined; location?: undefined; status: 404 };

/** The first and last byte of a range, both included. */
export type ByteRange = { start: number; end: number };

/**
 * GitHub Pages' answer for a decoded site path (starting with "/"), given `isFile(path)` for the published files:
 * `{ file, status: 200 }`, `{ location, status: 301 }` (location without the query) or `{ status: 404 }`.
 */
export function githubPagesAnswer(sitePath: string, isFile: (sitePath: string) => boolean): HostAnswer {
  if (/\/\/|\\/.test(sitePath)) return { status: 404 };
  if (sitePath.endsWith('/')) return isFile(`${sitePath}index.html`) ? { file: `${sitePath}index.html`, status: 200 } : { status: 404 };
  if (isFile(sitePath)) return { file: sitePath, status: 200 };
  if (isFile(`${sitePath}/index.html`)) return { location: `${sitePath}/`, status: 301 };
  if (isFile(`${sitePath}.html`)) return { file: `${sitePath}.html`, status: 200 };
  return { status: 404 };
}

/**
 * The byte range a Range header asks of a `size`-byte file: `{ start, end }`, `'unsatisfiable'`, or undefined to
 * send the whole file (no header, another unit, several ranges or a malformed one, as RFC 9110 allows).
 */
export function byteRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(String(header ?? '').trim());
  if (!match || (!match[1] && !match[2])) return undefined;
  const [, first, last] = match;
  if (!first) {
    const suffix = Number(last);
    return suffix === 0 || size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last ? Math.min(Number(last), size - 1) : size - 1;
  if (last && Number(last) < start) return undefined;
  return start >= size ? 'unsatisfiable' : { start, end };
}
