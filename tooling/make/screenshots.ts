// Screenshots of built pages for a visual check. Usage: node tooling/make/screenshots.ts OUT_DIR /path [/path ...]
// Expects the site served on http://127.0.0.1:4173 (npm run serve).
import fs from 'node:fs';
import path from 'node:path';
import { launchBrowser } from '../browser.ts';

const [out = 'screenshots', ...paths] = process.argv.slice(2);
const widths = (process.env.WIDTHS ?? '390,1440').split(',').map(Number);
fs.mkdirSync(out, { recursive: true });
const context = await launchBrowser();
const page = await context.newPage();
for (const route of paths.length ? paths : ['/']) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`http://127.0.0.1:4173${route}`, { waitUntil: 'networkidle' });
    const file = path.join(out, `${route.replace(/\W+/g, '_') || 'home'}-${width}.png`);
    await page.screenshot({ path: file, fullPage: process.env.FULL !== '0' });
    console.log(file);
  }
}
await context.close();
