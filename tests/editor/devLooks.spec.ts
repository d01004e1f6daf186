// The dev site looks like production: the marketer compares the editor's preview with `npm run dev`, so both must
// draw the same pages. The same elements of the built page (served as a host would) and of the dev page have the
// same computed styles: theme colours, fonts, spacing, each sample site's own theme.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { samplePath, tradePath, HOME_PATH } from '../../src/paths.ts';
import { buildDirectory } from '../../src/deploy.ts';
import { expect, test } from './fixtures.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const BUILT = path.join(ROOT, buildDirectory(process.env), 'client');
const first = (folder: string) =>
  fs
    .readdirSync(path.join(ROOT, 'content', folder))
    .sort()[0]
    ?.replace(/\.\w+$/, '') ?? '';
const PAGES = [HOME_PATH, tradePath(first('trades')), samplePath(first('samples'))];
const PROPERTIES = ['color', 'background-color', 'font-family', 'font-size', 'font-weight', 'line-height', 'border-radius', 'padding'];
/** What a visitor sees of the page: its text, its links and buttons, Mantine's components. */
const ELEMENTS = 'header *, main h1, main h2, main h3, main p, main a, main button, main li, main [class*="mantine-"]';

/** The computed styles of the page's elements, in document order, once it has drawn its first screen. */
async function looks(page: Page, url: string) {
  await page.goto(url);
  await page.locator('h1').first().waitFor();
  // Down to the bottom a screen at a time, and back: the parts drawn when they come near the screen are drawn on both sides.
  for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 600) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(100);
  }
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(500);
  return page.evaluate(
    ({ selector, properties }) =>
      // An icon's drawing is inlined by the build and referenced from the sprite in dev: its <svg> counts, not its inside.
      [...document.querySelectorAll(selector)]
        .filter((element) => element.tagName.toLowerCase() === 'svg' || !element.closest('svg'))
        .slice(0, 150)
        .map((element) => {
          const style = getComputedStyle(element);
          return `${element.tagName.toLowerCase()} ${properties.map((p) => `${p}:${style.getPropertyValue(p)}`).join(' ')}`;
        }),
    { selector: ELEMENTS, properties: PROPERTIES },
  );
}

test.describe('dev and build', () => {
  let origin = '';
  let stop = () => {};
  test.beforeAll(async () => {
    if (!fs.existsSync(path.join(BUILT, 'index.html'))) throw new Error(`No built site in ${BUILT}: run npm run build first.`);
    const server = spawn(process.execPath, ['tooling/server/serve.ts', '--port', '0', '--dir', BUILT], { cwd: ROOT, stdio: 'pipe' });
    stop = () => server.kill();
    origin = await new Promise<string>((resolve, reject) => {
      let output = '';
      server.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const found = /http:\/\/127\.0\.0\.1:\d+/.exec(output);
        if (found) resolve(found[0]);
      });
      server.on('exit', (code) => reject(new Error(`serve exited with ${code}: ${output}`)));
    });
  });
  test.afterAll(() => stop());

  for (const route of PAGES) {
    test(`${route}: the same computed styles in npm run dev as in the build`, async ({ page, dev }) => {
      const built = await looks(page, `${origin}${route}`);
      const served = await looks(page, `${dev.origin}${route}`);
      expect(built.length).toBeGreaterThan(20);
      expect(served).toEqual(built);
    });
  }
});
