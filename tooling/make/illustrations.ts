// Draws each SVG illustration of public/steps as a WebP beside it, at twice its size for sharp screens.
// The pages use the WebP: the browser decodes a raster image off the main thread, while an SVG image costs
// a whole SVG document and is painted on the main thread (up to 15 ms each on the landing page).
// Usage, after changing an illustration: node tooling/make/illustrations.ts (needs ffmpeg with libwebp).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchBrowser } from '../browser.ts';

const DIR = path.resolve(import.meta.dirname, '../../public/steps');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'illustrations-'));
const context = await launchBrowser();
const page = await context.newPage();
for (const file of fs.readdirSync(DIR).filter((f) => f.endsWith('.svg'))) {
  const svg = fs.readFileSync(path.join(DIR, file), 'utf8');
  const [, width, height] = svg.match(/<svg[^>]* width="(\d+)" height="(\d+)"/) ?? [];
  if (!width || !height) throw new Error(`${file}: the <svg> needs width and height`);
  await page.setViewportSize({ width: 2 * Number(width), height: 2 * Number(height) });
  await page.setContent(`<style>html,body{margin:0;background:transparent}svg{display:block;width:100vw;height:100vh}</style>${svg}`);
  const png = path.join(tmp, file.replace(/\.svg$/, '.png'));
  await page.screenshot({ path: png, omitBackground: true });
  const webp = path.join(DIR, file.replace(/\.svg$/, '.webp'));
  execFileSync('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-i',
    png,
    '-c:v',
    'libwebp',
    '-quality',
    '88',
    '-pix_fmt',
    'yuva420p',
    webp,
  ]);
  console.log(`public/steps/${path.basename(webp)} (${Math.round(fs.statSync(webp).size / 1024)} KB)`);
}
await context.close();
