// Derives AVIF and WebP versions, in several widths, of every raster image marketers put in public/, into
// public/_img/ (git-ignored), and writes src/ui/Picture/images.json (git-ignored): each source's widths and the
// hash in its derived file names. Encoded files are kept in node_modules/.cache/images between builds.
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

export async function derive(): Promise<{ sources: number; files: number; encoded: number }> {
  const manifest: Record<string, { widths: number[]; hash: string }> = {};
  const wanted = new Set<string>();
  let encoded = 0;
  for (const file of sources()) {
    const input = fs.readFileSync(path.join(PUBLIC, file));
    const hash = crypto.createHash('sha256').update(input).digest('hex').slice(0, 8);
    const { width } = await sharp(input).metadata();
    if (!width) throw new Error(`public/${file}: unreadable image`);
    const src = `/${file}`;
    manifest[src] = { widths: widthsOf(width), hash };
    for (const w of widthsOf(width)) {
      for (const [format, options] of Object.entries(FORMATS)) {
        if (!isFormat(format)) throw new Error(`Unknown image format ${format}`);
        const target = derivedPath(src, hash, w, format);
        const cached = path.join(CACHE, `${hash}-${w}-q${options.quality}-e${options.effort}.${format}`);
        if (!fs.existsSync(cached)) {
          fs.mkdirSync(CACHE, { recursive: true });
          await sharp(input).resize({ width: w, withoutEnlargement: true })[format](options).toFile(cached);
          encoded++;
        }
        const out = path.join(PUBLIC, target);
        fs.mkdirSync(path.dirname(out), { recursive: true });
        if (!fs.existsSync(out)) fs.copyFileSync(cached, out);
        wanted.add(out);
      }
    }
  }
  // Files of a source that changed or left: removed, so the build ships only what pages use.
  if (fs.existsSync(OUT))
    for (const f of fs.readdirSync(OUT, { recursive: true, encoding: 'utf8' }).map((f) => path.join(OUT, f)))
      if (fs.statSync(f).isFile() && !wanted.has(f)) fs.rmSync(f);
  const json = `${JSON.stringify(manifest, null, 2)}\n`;
  if (!fs.existsSync(MANIFEST) || fs.readFileSync(MANIFEST, 'utf8') !== json) fs.writeFileSync(MANIFEST, json);
  return { sources: Object.keys(manifest).length, files: wanted.size, encoded };
}

/** The line `npm run content` prints. */
export async function deriveAndReport(): Promise<void> {
  const { sources: count, files, encoded } = await derive();
  console.log(`Images: ${count} sources, ${files} AVIF/WebP files (${encoded} encoded, the rest from the cache).`);
}

if (import.meta.url === `file://${process.argv[1]}`) await deriveAndReport();
