// How each static host answers a path of a published folder: which file, or which redirect. Pure, so that
// scripts/serve.mjs and the tests share it. The rules, as the hosts document them:
// - GitHub Pages: /x → 301 /x/ when x/index.html exists; /x/index.html, /x.html and /x (from x.html) → 200.
// - Cloudflare Pages: /x → 308 /x/; /x/index.html, /x/index and /x.html → 308 to the address without them.
// - Netlify: /x → 301 /x/ (pretty URLs); /x/index.html and /index → 301 by the forced rules of netlify.toml.
// Anything else is the nearest 404.html with status 404.

export const HOSTS = ['github-pages', 'cloudflare-pages', 'netlify'];

const REDIRECT = { 'github-pages': 301, 'cloudflare-pages': 308, netlify: 301 };

/**
 * The answer of `host` for a decoded site path (starting with "/"), given `isFile(path)` for the published files:
 * `{ file, status: 200 }`, `{ location, status: 301 | 308 }` (location without the query) or `{ status: 404 }`.
 */
export function hostAnswer(host, sitePath, isFile) {
  if (!HOSTS.includes(host)) throw new Error(`Unknown host "${host}": one of ${HOSTS.join(', ')}`);
  const redirect = (location) => ({ location, status: REDIRECT[host] });
  const indexMatch = /^(.*\/)index(\.html)?$/.exec(sitePath);
  if (indexMatch && host !== 'github-pages' && isFile(`${indexMatch[1]}index.html`)) return redirect(indexMatch[1]);
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

/**
 * The byte range a Range header asks of a `size`-byte file: `{ start, end }`, `'unsatisfiable'`, or undefined to
 * send the whole file (no header, another unit, several ranges or a malformed one, as RFC 9110 allows).
 */
export function byteRange(header, size) {
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
