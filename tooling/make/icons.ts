// Draws the brand mark (src/ui/Header/logo.svg) as the PNG icons the pages link: favicon-32.png (browser tabs) and
// apple-touch-icon.png (180×180, full-bleed: iOS rounds the corners itself). Browsers draw an SVG favicon
// with a whole SVG document on the page's main thread while it loads; a PNG is a plain image decode.
// Usage, after changing the logo: node tooling/make/icons.ts
import fs from 'node:fs';
import path from 'node:path';
import { launchBrowser } from '../browser.ts';

const PUBLIC = path.resolve(import.meta.dirname, '../../public');
const svg = fs.readFileSync(path.resolve(import.meta.dirname, '../../src/ui/Header/logo.svg'), 'utf8');
const ICONS = [
  { file: 'favicon-32.png', size: 32, drawing: svg },
  { file: 'apple-touch-icon.png', size: 180, drawing: svg.replace(/ rx="[\d.]+"/, '') },
];

const context = await launchBrowser();
const page = await context.newPage();
for (const { file, size, drawing } of ICONS) {
  await page.setViewportSize({ width: size, height: size });
  const sized = drawing.replace(/<svg([^>]*?) width="\d+" height="\d+"/, `<svg$1 width="${size}" height="${size}"`);
  await page.setContent(`<style>html,body{margin:0;background:transparent}svg{display:block}</style>${sized}`);
  await page.screenshot({ path: path.join(PUBLIC, file), omitBackground: true });
  console.log(`public/${file}`);
}
await context.close();
