// How each static host answers a path of a published folder: which file, or which redirect. Pure, so that
// tooling/server/serve.ts and the tests share it. The rules, as the hosts document them:
// - GitHub Pages: /x → 301 /x/ when x/index.html exists; /x/index.html, /x.html and /x (from x.html) → 200.
// - Cloudflare Pages: /x → 308 /x/; /x/index.html, /x/index and /x.html → 308 to the address without them.
// - Netlify: /x → 301 /x/ (pretty URLs); /x/index.html and /index → 301 by the forced rules of netlify.toml.
// Anything else is the nearest 404.html with status 404, and so is a path holding `//` or `\`: its redirect would
// start with `//` (or `/\`, which browsers read as `//`), an address on another site.

type Host = 'github-pages' | 'cloudflare-pages' | 'netlify';

export const HOSTS: readonly string[] = ['github-pages', 'cloudflare-pages', 'netlify'] satisfies Host[];

const REDIRECT: Record<Host, 301 | 308> = { 'github-pages': 301, 'cloudflare-pages': 308, netlify: 301 };

const isHost = (host: string): host is Host => HOSTS.includes(host);

/** Where a host finds a site path: a file, a redirect (location without the query), or nothing. */
export type HostAnswer =
  | { file: string; location?: undefined; status: 200 }
  | { file?: undefined; location: string; status: 301 | 308 }
  | { file?: undefined; location?: undefined; status: 404 };

/** A rule of a _headers file: the paths it applies to, and its headers. */
export type HeadersRule = { pattern: RegExp; headers: [name: string, value: string][] };

/** The first and last byte of a range, both included. */
export type ByteRange = { start: number; end: number };

/**
 * The answer of `host` for a decoded site path (starting with "/"), given `isFile(path)` for the published files:
 * `{ file, status: 200 }`, `{ location, status: 301 | 308 }` (location without the query) or `{ status: 404 }`.
 */
export function hostAnswer(host: string, sitePath: string, isFile: (sitePath: string) => boolean): HostAnswer {
  if (!isHost(host)) throw new Error(`Unknown host "${host}": one of ${HOSTS.join(', ')}`);
  if (/\/\/|\\/.test(sitePath)) return { status: 404 };
  const redirect = (location: string): HostAnswer => ({ location, status: REDIRECT[host] });
  const indexDir = /^(.*\/)index(\.html)?$/.exec(sitePath)?.[1];
  if (indexDir && host !== 'github-pages' && isFile(`${indexDir}index.html`)) return redirect(indexDir);
  if (sitePath.endsWith('/')) {
    if (isFile(`${sitePath}index.html`)) return { file: `${sitePath}index.html`, status: 200 };
    const bare = sitePath.slice(0, -1);
    if (host === 'cloudflare-pages' && bare && isFile(`${bare}.html`)) return redirect(bare);
    return { status: 404 };
  }
  if (isFile(sitePath)) {
    if (host === 'cloudflare-pages' && sitePath.endsWith('.html')) return redirect(sitePath.slice(0, -'.html'.length));
    return { file: sitePath, status: 200 };
  }
  if (isFile(`${sitePath}/index.html`)) return redirect(`${sitePath}/`);
  if (isFile(`${sitePath}.html`)) return { file: `${sitePath}.html`, status: 200 };
  return { status: 404 };
}

/** Rules of a _headers file: [{ pattern: RegExp, headers: [name, value][] }]. */
export function parseHeaders(text: string): HeadersRule[] {
  const rules: HeadersRule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const glob = line
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '.*');
      rules.push({ pattern: new RegExp(`^${glob}$`), headers: [] });
    } else {
      const rule = rules.at(-1);
      if (!rule) continue;
      const at = line.indexOf(':');
      rule.headers.push([line.slice(0, at).trim(), line.slice(at + 1).trim()]);
    }
  }
  return rules;
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
