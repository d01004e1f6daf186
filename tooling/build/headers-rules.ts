// What static hosts read of a `_headers` file: Cloudflare Pages applies at most 100 rules and ignores lines
// longer than 2,000 characters, silently. The build refuses a file that passes either limit.

export const HEADERS_LIMITS = { rules: 100, lineLength: 2000 };

/** The rule count (URL patterns) and the longest line of a `_headers` file. */
export function headersRules(text: string): { rules: number; longestLine: number } {
  const lines = text.split('\n');
  const rules = lines.filter((line) => line.trim() && !/^\s/.test(line) && !line.startsWith('#')).length;
  return { rules, longestLine: Math.max(0, ...lines.map((line) => line.length)) };
}

/** Throws, naming the limit, when a host would drop part of the file. */
export function assertHeadersFit(text: string): void {
  const { rules, longestLine } = headersRules(text);
  if (rules > HEADERS_LIMITS.rules)
    throw new Error(`_headers has ${rules} rules: Cloudflare Pages applies only the first ${HEADERS_LIMITS.rules} and ignores the rest`);
  if (longestLine > HEADERS_LIMITS.lineLength)
    throw new Error(`_headers has a line of ${longestLine} characters: Cloudflare Pages ignores lines over ${HEADERS_LIMITS.lineLength}`);
}
