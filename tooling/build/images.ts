// Derives AVIF and WebP versions, in several widths, of every raster image marketers put in public/, into
// public/_img/ (git-ignored), and writes src/ui/Picture/images.json (git-ignored): each source's widths and the
// hash in its derived file names. Encoded files are kept in node_modules/.cache/images between builds. In dev,
// each file is encoded when a page first asks for it (tooling/dev/images.ts), so the first start waits for none.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PUBLIC = path.join(ROOT, 'public');
const OUT = path.join(PUBLIC, '_img');
const CACHE = path.join(ROOT, 'node_modules/.cache/images');
const MANIFEST = path.join(ROOT, 'src/ui/Picture/images.json');

/** Widths offered to the browser, the source's own width added when it lies between two. */
export const WIDTHS = [320, 480, 640, 960, 1280];
export const FORMATS = { avif: { quality: 55, effort: 2 }, webp: { quality: 72, effort: 5 } };
type Format = keyof typeof FORMATS;
const isFormat = (name: string): name is Format => Object.hasOwn(FORMATS, name);
const RASTER = /\.(jpe?g|png|webp)$/i;

/**
 * Images that are not drawn by an <img>: favicons and the home-screen icon, the Open Graph image (one URL
 * for other sites), the video poster (one URL in a poster attribute), and the derived files themselves.
 */
const NOT_PICTURES = [/^_img\//, /^favicon/, /^apple-touch-icon/, /^share\//, /^media\//];

/** The widths derived from a source `width` pixels wide: never wider than the source. */
export const widthsOf = (width: number): number[] => [
  ...new Set([...WIDTHS.filter((w) => w < width), Math.min(width, WIDTHS.at(-1) ?? width)]),
];

/** Address of one derived file, from the source's public path: /portfolio/a.jpg → /_img/portfolio/a-640-1a2b3c4d.avif */
export function derivedPath(src: string, hash: string, width: number, format: string): string {
  return `/_img${src.replace(RASTER, '')}-${width}-${hash}.${format}`;
}

function sources(dir = PUBLIC): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((f) => f.split(path.sep).join('/'))
    .filter((f) => RASTER.test(f) && !NOT_PICTURES.some((skip) => skip.test(f)))
    .sort();
}

type Source = { file: string; src: string; input: Buffer; hash: string; widths: number[] };

/** Every source image with its hash and the widths derived from it; reads the files, encodes nothing. */
async function readSources(): Promise<Source[]> {
  const found: Source[] = [];
  for (const file of sources()) {
    const input = fs.readFileSync(path.join(PUBLIC, file));
    const hash = crypto.createHash('sha256').update(input).digest('hex').slice(0, 8);
    const { width } = await sharp(input).metadata();
    if (!width) throw new Error(`public/${file}: unreadable image`);
    found.push({ file, src: `/${file}`, input, hash, widths: widthsOf(width) });
  }
  return found;
}

/** Writes src/ui/Picture/images.json: the pages name the derived files from it, whether or not they exist yet. */
function writeManifest(found: readonly Source[]) {
  const manifest = Object.fromEntries(found.map(({ src, widths, hash }) => [src, { widths, hash }]));
  const json = `${JSON.stringify(manifest, null, 2)}\n`;
  if (!fs.existsSync(MANIFEST) || fs.readFileSync(MANIFEST, 'utf8') !== json) fs.writeFileSync(MANIFEST, json);
}

/** One derived file, encoded into the cache unless it is there already; returns the cached file and whether it was encoded. */
async function encoded(input: Buffer, hash: string, width: number, format: Format): Promise<{ file: string; fresh: boolean }> {
  const options = FORMATS[format];
  const file = path.join(CACHE, `${hash}-${width}-q${options.quality}-e${options.effort}.${format}`);
  if (fs.existsSync(file)) return { file, fresh: false };
  fs.mkdirSync(CACHE, { recursive: true });
  const partial = `${file}.${process.pid}.part`;
  await sharp(input).resize({ width, withoutEnlargement: true })[format](options).toFile(partial);
  fs.renameSync(partial, file);
  return { file, fresh: true };
}

/** The manifest only, for `npm run dev`: the dev server encodes each derived file when a page first asks for it. */
export async function deriveManifest(): Promise<number> {
  const found = await readSources();
  writeManifest(found);
  return found.length;
}

/**
 * The derived file at a public address (`/_img/portfolio/a-640-1a2b3c4d.avif`), encoded now if needed (the dev
 * server's /_img/ middleware). Undefined when no source image derives it.
 */
export async function derivedFile(address: string): Promise<string | undefined> {
  const match = /^\/_img(\/.+)-(\d+)-([0-9a-f]{8})\.(\w+)$/.exec(address);
  if (!match) return undefined;
  const [, stem = '', width = '', hash = '', format = ''] = match;
  if (!isFormat(format)) return undefined;
  const file = sources().find((f) => `/${f}`.replace(RASTER, '') === stem);
  if (!file) return undefined;
  const input = fs.readFileSync(path.join(PUBLIC, file));
  if (crypto.createHash('sha256').update(input).digest('hex').slice(0, 8) !== hash) return undefined;
  return (await encoded(input, hash, Number(width), format)).file;
}

export async function derive(): Promise<{ sources: number; files: number; encoded: number }> {
  const found = await readSources();
  const wanted = new Set<string>();
  let fresh = 0;
  for (const { src, input, hash, widths } of found) {
    for (const w of widths) {
      for (const format of Object.keys(FORMATS).filter(isFormat)) {
        const cached = await encoded(input, hash, w, format);
        if (cached.fresh) fresh++;
        const out = path.join(PUBLIC, derivedPath(src, hash, w, format));
        fs.mkdirSync(path.dirname(out), { recursive: true });
        if (!fs.existsSync(out)) fs.copyFileSync(cached.file, out);
        wanted.add(out);
      }
    }
  }
  // Files of a source that changed or left: removed, so the build ships only what pages use.
  if (fs.existsSync(OUT))
    for (const f of fs.readdirSync(OUT, { recursive: true, encoding: 'utf8' }).map((f) => path.join(OUT, f)))
      if (fs.statSync(f).isFile() && !wanted.has(f)) fs.rmSync(f);
  writeManifest(found);
  return { sources: found.length, files: wanted.size, encoded: fresh };
}

/** The line `npm run content` prints; with --dev (`npm run dev`) only the manifest, the files come on demand. */
export async function deriveAndReport(): Promise<void> {
  if (process.argv.includes('--dev')) {
    console.log(`Images: ${await deriveManifest()} sources, AVIF/WebP encoded when a page first shows them.`);
    return;
  }
  const { sources: count, files, encoded } = await derive();
  console.log(`Images: ${count} sources, ${files} AVIF/WebP files (${encoded} encoded, the rest from the cache).`);
}

if (import.meta.url === `file://${process.argv[1]}`) await deriveAndReport();
