// Renders scripts/share-image.html to public/share/default.png (1200×630) with headless Chromium.
// Run from the project root: node scripts/make-share-image.mjs
import { launchBrowser } from './browser.mjs';

const ctx = await launchBrowser();
const page = await ctx.newPage();
await page.setViewportSize({ width: 1200, height: 630 });
await page.goto('file:///work/main/scripts/share-image.html');
await page.screenshot({ path: '/work/main/public/share/default.png' });
await ctx.close();
