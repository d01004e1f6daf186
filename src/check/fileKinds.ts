// The kinds of file the site serves from public/, each recognised from its bytes, walked to its last byte: a file is
// one of them, whole, or it is refused (src/check/publicFile.ts). Nothing here knows a bad pattern: what is not the
// structure of a JPEG, PNG, WebP, AVIF, MP4 or WebVTT file is not one. Pure: no Node API, the editor runs it too.

/** Each kind of file public/ may hold, by the extensions that name it. SVG's text has rules of its own (svgFile.ts). */
export const FILE_KINDS = {
  jpeg: { extensions: ['.jpg', '.jpeg'], what: 'une photo JPEG' },
  png: { extensions: ['.png'], what: 'une image PNG' },
  webp: { extensions: ['.webp'], what: 'une image WebP' },
  avif: { extensions: ['.avif'], what: 'une image AVIF' },
  mp4: { extensions: ['.mp4'], what: 'une vidéo MP4' },
  vtt: { extensions: ['.vtt'], what: 'un fichier de sous-titres WebVTT' },
  svg: { extensions: ['.svg'], what: 'un dessin SVG' },
} as const;

export type FileKind = keyof typeof FILE_KINDS;

const KINDS = Object.keys(FILE_KINDS) as FileKind[];

/** The kind an extension (`.jpg`, any case) names, or undefined. */
export const kindOfExtension = (extension: string): FileKind | undefined =>
  KINDS.find((kind) => (FILE_KINDS[kind].extensions as readonly string[]).includes(extension.toLowerCase()));

const u32 = (b: Uint8Array, at: number) =>
  (((b[at] ?? 0) << 24) | ((b[at + 1] ?? 0) << 16) | ((b[at + 2] ?? 0) << 8) | (b[at + 3] ?? 0)) >>> 0;
const u32le = (b: Uint8Array, at: number) =>
  (((b[at + 3] ?? 0) << 24) | ((b[at + 2] ?? 0) << 16) | ((b[at + 1] ?? 0) << 8) | (b[at] ?? 0)) >>> 0;
const ascii = (b: Uint8Array, at: number, length: number) => String.fromCharCode(...b.subarray(at, at + length));
const startsWith = (b: Uint8Array, bytes: readonly number[], at = 0) => bytes.every((byte, i) => b[at + i] === byte);

/** Why the bytes are not the kind (a French clause), or null when they are it, from the first byte to the last. */
type Walk = (b: Uint8Array) => string | null;

const NOT_THE_START = 'il ne commence pas comme tel';
const CUT = 'il s’arrête avant la fin de ce qu’il annonce (fichier coupé ou abîmé)';
const trailing = (extra: number) => `il continue après la fin du fichier proprement dit (${extra} octets de plus)`;

/** Where one JPEG image ends (after its EOI marker), or why it is not one. */
function jpegEnd(b: Uint8Array, from: number): number | string {
  if (!startsWith(b, [0xff, 0xd8, 0xff], from)) return NOT_THE_START;
  let at = from + 2;
  while (at < b.length) {
    if (b[at] !== 0xff) return 'sa structure n’est pas celle d’une photo JPEG';
    while (b[at] === 0xff) at++;
    const marker = b[at++];
    if (marker === undefined) break;
    if (marker === 0xd9) return at;
    // Markers that stand alone: restart markers and TEM.
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) continue;
    if (marker === 0x00 || marker === 0xd8) return 'sa structure n’est pas celle d’une photo JPEG';
    const length = ((b[at] ?? 0) << 8) | (b[at + 1] ?? 0);
    if (length < 2 || at + length > b.length) return CUT;
    at += length;
    if (marker !== 0xda) continue;
    // After a start of scan, the compressed data runs to the next marker: 0xFF 0x00 is a data byte, 0xFF 0xD0–D7 a restart.
    while (at < b.length) {
      const next = b[at + 1] ?? 0;
      if (b[at] === 0xff && next !== 0x00 && !(next >= 0xd0 && next <= 0xd7)) break;
      at += b[at] === 0xff ? 2 : 1;
    }
  }
  return CUT;
}

/** ISO base media boxes from `from` to the end, the first an `ftyp`: the brands it declares, or why not. */
function isoBrands(b: Uint8Array, from: number): string[] | string {
  let at = from;
  let brands: string[] | undefined;
  while (at < b.length) {
    if (at + 8 > b.length) return CUT;
    const type = ascii(b, at + 4, 4);
    if (!/^[\x20-\x7e]{4}$/.test(type)) return 'sa structure n’est pas celle d’une vidéo ou d’une image de ce type';
    let size = u32(b, at);
    let header = 8;
    if (size === 1) {
      size = u32(b, at + 8) * 2 ** 32 + u32(b, at + 12);
      header = 16;
    } else if (size === 0) size = b.length - at;
    if (size < header || at + size > b.length) return CUT;
    if (!brands) {
      if (type !== 'ftyp' || size < 16) return NOT_THE_START;
      brands = [ascii(b, at + 8, 4)];
      for (let brand = at + 16; brand + 4 <= at + size; brand += 4) brands.push(ascii(b, brand, 4));
    }
    at += size;
  }
  return brands ?? NOT_THE_START;
}

/** MP4 as browsers play it (ISO base media, H.264/AAC and kin); a QuickTime `.mov` renamed is not one. */
const MP4_BRANDS = ['isom', 'iso2', 'iso3', 'iso4', 'iso5', 'iso6', 'mp41', 'mp42', 'avc1', 'dash', 'M4V ', 'mmp4'];

function isoOf(accepted: readonly string[], other: string): Walk {
  return (b) => {
    const brands = isoBrands(b, 0);
    if (typeof brands === 'string') return brands;
    return brands.some((brand) => accepted.includes(brand)) ? null : `son en-tête annonce ${other} (« ${brands[0]?.trim()} »)`;
  };
}

/**
 * After a photo's image, phones write more images (Ultra HDR's gain map, MPF), a Motion Photo's video (ISO base
 * media) or zeros: those are accepted, and nothing else.
 */
function afterJpeg(b: Uint8Array, from: number): string | null {
  let at = from;
  while (startsWith(b, [0xff, 0xd8, 0xff], at)) {
    const end = jpegEnd(b, at);
    if (typeof end === 'string') return end;
    at = end;
  }
  if (at === b.length || b.subarray(at).every((byte) => byte === 0)) return null;
  return typeof isoBrands(b, at) === 'string' ? trailing(b.length - at) : null;
}

const jpeg: Walk = (b) => {
  const end = jpegEnd(b, 0);
  return typeof end === 'string' ? end : afterJpeg(b, end);
};

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The PNG signature, then chunks (length, four letters, data, CRC) from IHDR to IEND, and nothing after. */
const png: Walk = (b) => {
  if (!startsWith(b, PNG_SIGNATURE)) return NOT_THE_START;
  for (let at = 8; at + 12 <= b.length;) {
    const length = u32(b, at);
    const type = ascii(b, at + 4, 4);
    if (!/^[A-Za-z]{4}$/.test(type) || length > 0x7fffffff) return 'sa structure n’est pas celle d’une image PNG';
    if (at === 8 && type !== 'IHDR') return NOT_THE_START;
    at += 12 + length;
    if (at > b.length) return CUT;
    if (type === 'IEND') return at === b.length ? null : trailing(b.length - at);
  }
  return CUT;
};

/** RIFF, its size, WEBP, then chunks (four characters, size, data padded to even) to the size RIFF announced. */
const webp: Walk = (b) => {
  if (ascii(b, 0, 4) !== 'RIFF' || ascii(b, 8, 4) !== 'WEBP') return NOT_THE_START;
  const end = 8 + u32le(b, 4);
  if (end > b.length) return CUT;
  if (end < b.length) return trailing(b.length - end);
  if (!['VP8 ', 'VP8L', 'VP8X'].includes(ascii(b, 12, 4))) return NOT_THE_START;
  let at = 12;
  while (at < end) {
    if (at + 8 > end || !/^[\x20-\x7e]{4}$/.test(ascii(b, at, 4))) return 'sa structure n’est pas celle d’une image WebP';
    const size = u32le(b, at + 4);
    at += 8 + size + (size % 2);
  }
  return at === end ? null : CUT;
};

/** Tab, line feed, form feed and carriage return: the only control characters text of the site holds. */
const TEXT_CONTROLS = new Set([0x09, 0x0a, 0x0c, 0x0d]);
function hasControl(text: string): boolean {
  for (let at = 0; at < text.length; at++) {
    const code = text.charCodeAt(at);
    if ((code < 0x20 && !TEXT_CONTROLS.has(code)) || code === 0x7f) return true;
  }
  return false;
}

/**
 * The text of a file that must be UTF-8 (a BOM allowed and dropped), or why it is not: UTF-16 or UTF-32 (with or
 * without a BOM), another encoding, or control characters, which no caption or drawing needs.
 */
export function utf8Text(b: Uint8Array): { text: string } | { problem: string } {
  if (startsWith(b, [0xfe, 0xff]) || startsWith(b, [0xff, 0xfe]) || startsWith(b, [0, 0, 0xfe, 0xff]))
    return { problem: 'il est enregistré en UTF-16 ou UTF-32, alors que le site n’accepte que du texte en UTF-8' };
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(b);
  } catch {
    return { problem: 'son texte n’est pas en UTF-8' };
  }
  if (hasControl(text))
    return { problem: 'il contient des caractères de contrôle (un fichier enregistré en UTF-16 ou binaire), pas du texte en UTF-8' };
  return { text };
}

/** WebVTT's own tags in a cue (`<v Léa>`, `<i>`, `<c.titre>`, a timestamp): the only `<…>` a caption file holds. */
const VTT_TAG =
  /^<(?:\/?(?:c|i|b|u|ruby|rt)(?:\.[^\s.<>]+)*|\/?(?:v|lang)(?:\.[^\s.<>]+)*(?:[ \t][^<>]*)?|(?:\d{2,}:)?\d{2}:\d{2}\.\d{3})>/;

/** WebVTT: UTF-8 text whose first line is WEBVTT, whose only tags are WebVTT's. */
const vtt: Walk = (b) => {
  const decoded = utf8Text(b);
  if ('problem' in decoded) return decoded.problem;
  if (!/^WEBVTT(?:[ \t][^\r\n]*)?(?:\r\n|\r|\n|$)/.test(decoded.text)) return 'sa première ligne n’est pas « WEBVTT »';
  for (let at = decoded.text.indexOf('<'); at >= 0; at = decoded.text.indexOf('<', at + 1))
    if (!VTT_TAG.test(decoded.text.slice(at, at + 200)))
      return `il contient une balise qui n’est pas du WebVTT (« ${decoded.text.slice(at, at + 40).split(/\r?\n/)[0]} »)`;
  return null;
};

/** How each kind but SVG is walked; an SVG's text is judged apart (svgFile.ts). */
export const WALKS: Record<Exclude<FileKind, 'svg'>, Walk> = {
  jpeg,
  png,
  webp,
  avif: isoOf(['avif', 'avis'], 'une vidéo ou une image d’un autre format'),
  mp4: isoOf(MP4_BRANDS, 'un autre format (QuickTime, 3GP, AVIF…)'),
  vtt,
};

/** What the bytes start as, to name it in a refusal: a kind of the site's, text with markup (HTML, XML), or unknown. */
export function startsAs(b: Uint8Array): FileKind | 'markup' | undefined {
  if (startsWith(b, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(b, PNG_SIGNATURE)) return 'png';
  if (ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 4) === 'WEBP') return 'webp';
  if (ascii(b, 4, 4) === 'ftyp') {
    const brands = isoBrands(b.subarray(0, Math.min(b.length, u32(b, 0))), 0);
    return Array.isArray(brands) && brands.some((brand) => ['avif', 'avis'].includes(brand)) ? 'avif' : 'mp4';
  }
  const head = new TextDecoder('utf-8').decode(b.subarray(0, 1024)).replace(/^\ufeff/, '');
  if (head.startsWith('WEBVTT')) return 'vtt';
  // UTF-16 or UTF-32 text read as UTF-8: its BOM turns to U+FFFD and its characters are padded with zeros.
  const stripped = head
    .replace(/\0/g, '')
    .replace(/^[\ufeff\ufffd]+/, '')
    .trimStart();
  if (/^<svg[\s>]/i.test(stripped.replace(/^(?:<\?xml[^>]*>|<!--[\s\S]*?-->|\s)*/, ''))) return 'svg';
  if (stripped.startsWith('<')) return 'markup';
  return undefined;
}
