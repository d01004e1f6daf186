// What static hosts read of a `_headers` file, and how the build reads and writes one. Cloudflare Pages applies at
// most 100 rules and ignores lines longer than 2,000 characters, silently; it also keeps one block per URL pattern:
// a second `/*` block replaces the first (workers-sdk, `constructHeaders` keys the rules by pattern). The build
// refuses a file that passes a limit or repeats a pattern.

export const HEADERS_LIMITS = { rules: 100, lineLength: 2000 };

/** One block of a `_headers` file: a URL pattern and the headers it sets, in the file's order. */
export type HeadersBlock = { pattern: string; headers: [name: string, value: string][] };

/** The blocks of a `_headers` file, comments left out. A header line before any pattern fails. */
export function parseHeadersFile(text: string): HeadersBlock[] {
  const blocks: HeadersBlock[] = [];
  for (const [index, line] of text.split('\n').entries()) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      blocks.push({ pattern: line.trim(), headers: [] });
      continue;
    }
    const block = blocks.at(-1);
    const at = line.indexOf(':');
    if (!block || at < 0) throw new Error(`_headers line ${index + 1}: expected "Name: value" under a URL pattern, found "${line.trim()}"`);
    block.headers.push([line.slice(0, at).trim(), line.slice(at + 1).trim()]);
  }
  return blocks;
}

/** A `_headers` file: an optional comment, then each block, its headers indented by two spaces. */
export function formatHeadersFile(blocks: readonly HeadersBlock[], comment = ''): string {
  const preamble = comment ? `${comment.replace(/^/gm, '# ')}\n\n` : '';
  const body = blocks.map(({ pattern, headers }) => [pattern, ...headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n'));
  return `${preamble}${body.join('\n\n')}\n`;
}

/** The rule count (URL patterns), the longest line and the patterns given more than once of a `_headers` file. */
export function headersRules(text: string): { rules: number; longestLine: number; repeated: string[] } {
  const lines = text.split('\n');
  const patterns = lines.filter((line) => line.trim() && !/^\s/.test(line) && !line.startsWith('#')).map((line) => line.trim());
  const repeated = [...new Set(patterns.filter((pattern, i) => patterns.indexOf(pattern) !== i))];
  return { rules: patterns.length, longestLine: Math.max(0, ...lines.map((line) => line.length)), repeated };
}

/** Throws, naming the limit, when a host would drop part of the file. */
export function assertHeadersFit(text: string): void {
  const { rules, longestLine, repeated } = headersRules(text);
  if (rules > HEADERS_LIMITS.rules)
    throw new Error(`_headers has ${rules} rules: Cloudflare Pages applies only the first ${HEADERS_LIMITS.rules} and ignores the rest`);
  if (longestLine > HEADERS_LIMITS.lineLength)
    throw new Error(`_headers has a line of ${longestLine} characters: Cloudflare Pages ignores lines over ${HEADERS_LIMITS.lineLength}`);
  if (repeated.length)
    throw new Error(`_headers has more than one block for ${repeated.join(', ')}: Cloudflare Pages keeps only the last block of a pattern`);
}

/** Whether a block's URL pattern matches an address: `*` matches anything, slashes included; the rest literally. */
export function patternMatches(pattern: string, address: string): boolean {
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${source}$`).test(address);
}

/**
 * The headers a host sends for an address, by lower-case name: every matching block applies, in the file's order, and
 * the values of a header that two matching blocks set are joined with ", " (Cloudflare Pages' `Headers.append`).
 */
export function headersAt(blocks: readonly HeadersBlock[], address: string): Map<string, string> {
  const sent = new Map<string, string>();
  for (const block of blocks.filter((b) => patternMatches(b.pattern, address)))
    for (const [name, value] of block.headers) {
      const key = name.toLowerCase();
      const before = sent.get(key);
      sent.set(key, before === undefined ? value : `${before}, ${value}`);
    }
  return sent;
}
