import EVENT_NAMES from './eventNames.json';

// What the spec removes, and nothing else: markup tags (`<` then a letter, `/`, `!` or `?`), script blocks,
// the javascript:, vbscript: and data: URL schemes, and real DOM event-handler attributes (onclick=, not online=).
// Each one is also found written the way browsers still read it: numeric character references (&#106;),
// a few named ones (&lt; &colon;), tab, newline and control characters inside a scheme, any letter case.

/** One character, or a numeric reference to it: `c`, `&#99;`, `&#x63;`, `&#0000099` (the `;` is optional). */
const ref = (code: number) => `&#0*${code}(?:;|(?!\\d))|&#x0*${code.toString(16)}(?:;|(?![0-9a-f]))`;
const letter = (c: string) => `(?:${c}|${ref(c.toLowerCase().charCodeAt(0))}|${ref(c.toUpperCase().charCodeAt(0))})`;
/** A tab, newline or other control character, as browsers drop them from a URL's scheme. Not a space. */
const SPLIT = `(?:[\\x00-\\x1f]|&#0*(?:[12]?\\d|3[01])(?:;|(?!\\d))|&#x0*1?[0-9a-f](?:;|(?![0-9a-f]))|&tab;|&newline;)`;
const word = (w: string) => [...w].map(letter).join(`${SPLIT}*`);

const LT = `(?:<|&lt;?|${ref(60)})`;
const GT = `(?:>|&gt;?|${ref(62)})`;
const SLASH = `(?:\\/|${ref(47)}|&sol;)`;
const COLON = `(?::|${ref(58)}|&colon;)`;
const EQUALS = `(?:=|${ref(61)}|&equals;)`;
const TOKEN_CHAR = "[a-z0-9!#$&'*+.^_`|~-]";
/**
 * A media type's name (`text`, `html`), with what a browser drops from a URL (SPLIT) anywhere inside it: `te\txt` is
 * `text`; a character may be a numeric reference (`&#116;ext`). Each piece is taken whole, as an atomic group
 * (`(?=(…))\N`, group N of SCHEME), so that a failed match does not try every way of cutting a run of references into
 * pieces: linear, not exponential.
 */
const name = (group: number) => `(?:(?=(${SPLIT}|&#x[0-9a-f]+;?|&#\\d+;?|${TOKEN_CHAR}))\\${group})+`;
/** What follows `data:` in a data URL: a media type (`text/html`), or `,` or `;base64` at once. */
const MEDIA_TYPE = `(?=${name(1)}${SLASH}|${SPLIT}*(?:[,;]|${ref(44)}|${ref(59)})|\\s+${name(2)}\\/${name(3)}\\s*[,;])`;

const pattern = (source: string) => new RegExp(source, 'gi');
const SCRIPT_OPEN = pattern(`${LT}script(?![a-z0-9-])`);
const SCRIPT_CLOSE = pattern(`${LT}${SLASH}script`);
const GT_ANY = pattern(GT);
/** What makes `<` a tag: a letter, `/`, `!` or `?` (or any character written as a numeric reference). */
const TAG_START = `(?=[a-z/!?]|&#x?[0-9a-f])`;
const TAG = pattern(`${LT}${TAG_START}[\\s\\S]*?${GT}`);
const OPENER = pattern(`${LT}${TAG_START}`); // a tag left unclosed: its `<` goes, the words stay
const SCHEME = pattern(`(?:${word('javascript')}|${word('vbscript')})${SPLIT}*${COLON}|${word('data')}${SPLIT}*${COLON}${MEDIA_TYPE}`);
// The atomic groups above are groups 1 to 3 of SCHEME and its only ones: a group added before them would shift them.
if (new RegExp(`${SCHEME.source}|`).exec('')?.length !== 4) throw new Error('SCHEME must hold exactly the three groups of MEDIA_TYPE');
/**
 * A letter, raw or as a numeric reference (`&#111;`, `&#x6F`): A to Z is 65 to 90 (0x41 to 0x5a), a to z 97 to 122
 * (0x61 to 0x7a). A reference to anything else ends the run: in `onerror&#61;&#61;`, the run is `onerror`.
 */
const LETTER_UNIT = `(?:[a-z]|&#0*(?:6[5-9]|[78]\\d|90|9[7-9]|1[01]\\d|12[0-2])(?:;|(?!\\d))|&#x0*(?:4[1-9a-f]|5[0-9a]|6[1-9a-f]|7[0-9a])(?:;|(?![0-9a-f])))`;
/**
 * What may stand between an attribute's name and its `=`: spaces and control characters, raw or as references. Each
 * character has one way to be read (a tab is SPLIT, not a space): a long run costs one pass, not every way to cut it.
 */
const BEFORE_EQUALS = `(?:[^\\S\\x00-\\x1f]|${SPLIT}|${ref(32)})*`;
/**
 * A run of letters (some maybe written as references) before `=`: an event handler if it ends with on + an event.
 * It is tried from the start of a run only (not after a letter or a reference), so a long run is read once, not once
 * per letter: the same matches, in linear time.
 */
const ATTRIBUTE = pattern(`(?=[a-z&])(?<!${LETTER_UNIT})(${LETTER_UNIT}+)${BEFORE_EQUALS}${EQUALS}`);
const UNIT = /&#x0*([0-9a-f]+);?|&#0*(\d+);?|[a-z]/gi;
const EVENTS = new Set(EVENT_NAMES);
const LONGEST = Math.max(...EVENT_NAMES.map((name) => name.length)) + 2;

function decodeUnit(unit: string, hex?: string, dec?: string): string {
  const code = hex ? parseInt(hex, 16) : dec ? parseInt(dec, 10) : -1;
  if (code < 0) return unit.toLowerCase();
  return code <= 0x10ffff ? String.fromCodePoint(code).toLowerCase() : '';
}

/** Drops `on<event>=` at the end of a run of letters (nested forms like `ononclick=click=` go over several passes). */
function dropHandler(match: string, run: string): string {
  if (!run.includes('&')) {
    // Letters only, the common case: read the tail of the run, not the whole of it.
    const lower = run.toLowerCase();
    for (let i = Math.max(0, lower.length - LONGEST); i < lower.length - 2; i++) {
      if (lower.startsWith('on', i) && EVENTS.has(lower.slice(i + 2))) return run.slice(0, i);
    }
    return match;
  }
  // With references: find where each unit starts, keeping the last LONGEST only.
  const tail: { index: number; char: string }[] = [];
  UNIT.lastIndex = 0;
  for (let unit = UNIT.exec(run); unit; unit = UNIT.exec(run)) {
    tail.push({ index: unit.index, char: decodeUnit(unit[0], unit[1], unit[2]) });
    if (tail.length > LONGEST) tail.shift();
  }
  const chars = tail.map((u) => u.char);
  for (let i = 0; i < tail.length - 2; i++) {
    const rest = chars.slice(i);
    if (rest.every((c) => /^[a-z]$/.test(c)) && rest[0] === 'o' && rest[1] === 'n' && EVENTS.has(rest.slice(2).join('')))
      return run.slice(0, tail[i]?.index ?? 0);
  }
  return match;
}

/** The first match of a global pattern at or after `from`. */
function firstFrom(re: RegExp, text: string, from: number): RegExpExecArray | null {
  re.lastIndex = from;
  return re.exec(text);
}

/**
 * Removes each `<script …>…</script …>`: from an opener, to the first `>` after it, to the first closer after that, to
 * the first `>` after the closer (what a lazy pattern would match, without its backtracking). When one opener finds no
 * end, no later one can: the search stops there, so each character is read once.
 */
function withoutScriptBlocks(text: string): string {
  let kept = '';
  let at = 0;
  for (;;) {
    const open = firstFrom(SCRIPT_OPEN, text, at);
    const gt = open && firstFrom(GT_ANY, text, open.index + open[0].length);
    const close = gt && firstFrom(SCRIPT_CLOSE, text, gt.index + gt[0].length);
    const end = close && firstFrom(GT_ANY, text, close.index + close[0].length);
    if (!open || !end) return kept + text.slice(at);
    kept += text.slice(at, open.index);
    at = end.index + end[0].length;
  }
}

/** Removes each tag, `<` to the first `>` after it; an opener after the last `>` is no tag, and is not read to the end. */
function withoutTags(text: string): string {
  let end = -1;
  GT_ANY.lastIndex = 0;
  for (let gt = GT_ANY.exec(text); gt; gt = GT_ANY.exec(text)) end = gt.index + gt[0].length;
  return end < 0 ? text : text.slice(0, end).replace(TAG, '') + text.slice(end);
}

function cleanOnce(value: string): string {
  return withoutTags(withoutScriptBlocks(value)).replace(OPENER, '').replace(SCHEME, '').replace(ATTRIBUTE, dropHandler);
}

/** Every form the spec removes starts with one of these: `<` or `&lt;` (tags), `:` or `&colon;` (schemes), `=` (handlers). */
const CAN_HOLD = /[<&:=]/;
/** Passes of cleaning before a value counts as built to resist it: ordinary text needs one, the OWASP vectors three. */
export const MAX_PASSES = 8;

/**
 * Removes what the spec lists until none is left. A value still changing after MAX_PASSES passes is nested on purpose
 * (`ononon…click=click=click=`, each pass peeling one layer): it loses every `<`, `&`, `:` and `=` at once, and what
 * is left cannot hold any of the forms above. No person writes that, and it keeps the cleaning linear.
 */
function clean(value: string): string {
  if (!CAN_HOLD.test(value)) return value;
  let current = value;
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const next = cleanOnce(current);
    if (next === current) return current;
    current = next;
  }
  return current.replace(/[<&:=]/g, '');
}

/**
 * Cuts the value to twice `maxLength` (a pasted novel is not cleaned in full), removes what the spec lists until none
 * is left, then cuts to `maxLength` and trims. Ordinary text is untouched; `sanitize(sanitize(x, n), n)` is itself.
 */
export function sanitize(value: string, maxLength: number): string {
  const cut = clean(value.slice(0, 2 * maxLength))
    .slice(0, maxLength)
    .trim();
  // The cut may end inside a reference (`&#613` becomes `&#61`, which is `=`): what it leaves is cleaned once more.
  return clean(cut).trim();
}
