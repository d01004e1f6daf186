// Renders tooling/make/share-image.html to public/share/default.png (1200×630) with headless Chromium.
// Usage: node tooling/make/share-image.ts
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { launchBrowser } from '../browser.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const ctx = await launchBrowser();
const page = await ctx.newPage();
await page.setViewportSize({ width: 1200, height: 630 });
await page.goto(pathToFileURL(path.join(import.meta.dirname, 'share-image.html')).href);
await page.screenshot({ path: path.join(ROOT, 'public/share/default.png') });
await ctx.close();
