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
 * `text`. Each piece is taken whole, as an atomic group (`(?=(…))\N`, group N of SCHEME), so that a failed match does not
 * try every way of cutting a run of references into pieces: linear, not exponential.
 */
const name = (group: number) => `(?:(?=(${SPLIT}|${TOKEN_CHAR}))\\${group})+`;
/** What follows `data:` in a data URL: a media type (`text/html`), or `,` or `;base64` at once. */
const MEDIA_TYPE = `(?=${name(1)}${SLASH}|${SPLIT}*(?:[,;]|${ref(44)}|${ref(59)})|\\s+${name(2)}\\/${name(3)}\\s*[,;])`;

const pattern = (source: string) => new RegExp(source, 'gi');
const SCRIPT_BLOCK = pattern(`${LT}script(?![a-z0-9-])[\\s\\S]*?${GT}[\\s\\S]*?${LT}${SLASH}script[\\s\\S]*?${GT}`);
/** What makes `<` a tag: a letter, `/`, `!` or `?` (or any character written as a numeric reference). */
const TAG_START = `(?=[a-z/!?]|&#x?[0-9a-f])`;
const TAG = pattern(`${LT}${TAG_START}[\\s\\S]*?${GT}`);
const OPENER = pattern(`${LT}${TAG_START}`); // a tag left unclosed: its `<` goes, the words stay
const SCHEME = pattern(`(?:${word('javascript')}|${word('vbscript')})${SPLIT}*${COLON}|${word('data')}${SPLIT}*${COLON}${MEDIA_TYPE}`);
// The atomic groups above are groups 1 to 3 of SCHEME and its only ones: a group added before them would shift them.
if (new RegExp(`${SCHEME.source}|`).exec('')?.length !== 4) throw new Error('SCHEME must hold exactly the three groups of MEDIA_TYPE');
/** A run of letters (some maybe written as references) before `=`: an event handler if it ends with on + an event. */
const ATTRIBUTE = pattern(`((?:[a-z]|&#x0*[0-9a-f]+;?|&#0*\\d+;?)+)[\\s\\x00-\\x1f]*${EQUALS}`);
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
  const units = [...run.matchAll(UNIT)].map(([unit, hex, dec]) => ({ unit, char: decodeUnit(unit, hex, dec) }));
  for (let i = Math.max(0, units.length - LONGEST); i < units.length - 2; i++) {
    const tail = units.slice(i).map((u) => u.char);
    if (tail.every((c) => /^[a-z]$/.test(c)) && tail[0] === 'o' && tail[1] === 'n' && EVENTS.has(tail.slice(2).join(''))) {
      return units
        .slice(0, i)
        .map((u) => u.unit)
        .join('');
    }
  }
  return match;
}

function cleanOnce(value: string): string {
  return value.replace(SCRIPT_BLOCK, '').replace(TAG, '').replace(OPENER, '').replace(SCHEME, '').replace(ATTRIBUTE, dropHandler);
}

/** Removes what the spec lists until none is left, then cuts to `maxLength` and trims. Ordinary text is untouched. */
export function sanitize(value: string, maxLength: number): string {
  let current = value;
  let previous: string;
  do {
    previous = current;
    current = cleanOnce(current);
  } while (current !== previous);
  return current.slice(0, maxLength).trim();
}
