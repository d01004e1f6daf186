// Makes the portfolio screenshots, the demo video and its poster from the built sample sites.
// Usage: npm run build && npm run serve (other terminal) && node tooling/make/media.ts
// Needs ffmpeg (apt-get install -y ffmpeg). Writes public/portfolio/*.jpg, public/media/demo.mp4 and its poster demo-poster.webp.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchBrowser } from '../browser.ts';

const ORIGIN = 'http://127.0.0.1:4173';
const SAMPLES = fs
  .readdirSync('content/samples')
  .map((f) => f.replace(/\.yaml$/, ''))
  .sort();
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'media-'));
const ffmpeg = (...args: string[]) => execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args]);

fs.mkdirSync('public/portfolio', { recursive: true });
fs.mkdirSync('public/media', { recursive: true });

const context = await launchBrowser();
const page = await context.newPage();
const frames: string[] = [];
const brands: string[] = [];
for (const slug of SAMPLES) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${ORIGIN}/sites/${slug}`, { waitUntil: 'networkidle' });
  const png = path.join(tmp, `${slug}.png`);
  await page.screenshot({ path: png });
  brands.push(await page.locator('main header p').first().innerText());
  ffmpeg('-i', png, '-vf', 'scale=960:600', '-q:v', '5', `public/portfolio/${slug}.jpg`);
  const frame = path.join(tmp, `${slug}-frame.png`);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: frame });
  frames.push(frame);
}
// The mobile view of one site, centred on a 16:10 canvas for the portfolio card.
await page.setViewportSize({ width: 390, height: 780 });
await page.goto(`${ORIGIN}/sites/pharmacie-central`, { waitUntil: 'networkidle' });
const mobile = path.join(tmp, 'mobile.png');
await page.screenshot({ path: mobile });
ffmpeg(
  '-i',
  mobile,
  '-vf',
  'scale=-1:560,pad=960:600:(ow-iw)/2:(oh-ih)/2:color=0xe7ecff',
  '-q:v',
  '5',
  'public/portfolio/pharmacie-central-mobile.jpg',
);
await context.close();

// A 2.5 s still per site, cross-faded, H.264 for every browser.
const hold = 2.5;
const fade = 0.5;
const inputs = frames.flatMap((f) => ['-loop', '1', '-t', String(hold + fade), '-i', f]);
let chain = '';
let last = '[0:v]';
frames.slice(1).forEach((_, i) => {
  const out = `[v${i + 1}]`;
  chain += `${last}[${i + 1}:v]xfade=transition=fade:duration=${fade}:offset=${(i + 1) * hold}${out};`;
  last = out;
});
chain += `${last}format=yuv420p[out]`;
ffmpeg(
  ...inputs,
  '-filter_complex',
  chain,
  '-map',
  '[out]',
  '-c:v',
  'libx264',
  '-crf',
  '32',
  '-preset',
  'slow',
  '-r',
  '25',
  '-movflags',
  '+faststart',
  'public/media/demo.mp4',
);
const poster = frames[SAMPLES.indexOf('pharmacie-central')] ?? frames[0];
if (!poster) throw new Error('No sample site to make the poster from');
ffmpeg(
  '-i',
  poster,
  '-vf',
  'scale=1280:720',
  // WebP: a third of the JPEG's weight for the same picture; every browser the site supports shows it.
  '-c:v',
  'libwebp',
  '-quality',
  '75',
  'public/media/demo-poster.webp',
);
// Captions say which site is on screen: the video has no sound, but its content must be reachable.
const stamp = (s: number) => `00:${String(Math.floor(s / 60)).padStart(2, '0')}:${(s % 60).toFixed(3).padStart(6, '0')}`;
const cues = brands.map((brand, i) => `${stamp(i * hold)} --> ${stamp((i + 1) * hold)}\nExemple de site réalisé : ${brand}`);
fs.writeFileSync('public/media/demo.fr.vtt', `WEBVTT\n\n${cues.join('\n\n')}\n`);
fs.rmSync(tmp, { recursive: true, force: true });
console.log(`Wrote ${SAMPLES.length + 1} portfolio images, public/media/demo.mp4 and its poster.`);
