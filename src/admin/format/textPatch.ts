// One text of a Markdown body, edited: the characters around the edit keep their original spelling (`[adresse]`
// unescaped, `&amp;`, the line breaks and their indent), and only the edited run takes the editor's spelling.

const NUMERIC_REFERENCE = /^&#(?:x([0-9a-f]{1,6})|(\d{1,7}));/i;
const NAMED_REFERENCE = /^&[a-z][a-z0-9]{1,31};/i;

/**
 * Where each character of `value` starts in `raw`, the Markdown that reads as it, and where `raw` ends: null when
 * the two cannot be lined up (a spelling this reader does not know). Backslash escapes, character references, and
 * the indent, quote markers and trailing spaces around a line break are the differences it knows.
 */
export function alignText(raw: string, value: string): number[] | null {
  const starts: number[] = [];
  let r = 0;
  for (let v = 0; v < value.length;) {
    const char = value[v];
    const entity = raw[r] === '&' ? reference(raw.slice(r), value.slice(v)) : null;
    starts[v] = r;
    if (entity) {
      const [text, read] = entity;
      for (let k = 1; k < read; k++) starts[v + k] = r;
      r += text.length;
      v += read;
    } else if (raw[r] === char) {
      r++;
      v++;
    } else if (raw[r] === '\\' && raw[r + 1] === char) {
      r += 2;
      v++;
    } else if (raw[r] === ' ' || raw[r] === '\t' || (raw[r] === '>' && /\n[ \t>]*$/.test(raw.slice(0, r)))) {
      r++;
    } else return null;
  }
  starts[value.length] = raw.length;
  return /^[ \t]*$/.test(raw.slice(r)) ? starts : null;
}

/** A character reference at the start of `raw` and how many characters of `value` it stands for. */
function reference(raw: string, value: string): [text: string, read: number] | null {
  const numeric = NUMERIC_REFERENCE.exec(raw);
  if (numeric) {
    const char = String.fromCodePoint(numeric[1] ? parseInt(numeric[1], 16) : Number(numeric[2]));
    return value.startsWith(char) ? [numeric[0], char.length] : null;
  }
  const named = NAMED_REFERENCE.exec(raw);
  return named ? [named[0], 1] : null;
}

/** How many characters `a` and `b` share at their start, and at their end (not overlapping the start). */
function commonEnds(a: string, b: string): [start: number, end: number] {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++;
  return [start, end];
}

/**
 * The text `edited` (`editedRaw` as the editor wrote it) in place of `original` (`originalRaw` as the file wrote it):
 * the original's spelling around the changed run, the editor's for the run. Null when either cannot be lined up.
 */
export function patchText(original: string, originalRaw: string, edited: string, editedRaw: string): string | null {
  const from = alignText(originalRaw, original);
  const to = alignText(editedRaw, edited);
  if (!from || !to) return null;
  const [start, end] = commonEnds(original, edited);
  const cut = (starts: number[], length: number) => [starts[start] ?? 0, starts[length - end] ?? 0] as const;
  const [keepUntil, keepFrom] = cut(from, original.length);
  const [takeFrom, takeUntil] = cut(to, edited.length);
  return originalRaw.slice(0, keepUntil) + editedRaw.slice(takeFrom, takeUntil) + originalRaw.slice(keepFrom);
}
