// Editing with the CMS, end to end, in a throwaway copy of the project: /admin/ on the dev server, decap-server as
// its local backend, the preview pane drawn by the site's template, the save written to the Markdown file, and
// the site's page showing it after the content reload.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { after, before, describe, test } from 'node:test';
import matter from 'gray-matter';
import { launchBrowser } from '../../tooling/browser.ts';
import { cmsWorkspace } from '../../tooling/cms/workspace.ts';
import { tradePath } from '../../src/paths.ts';

const SITE_PORT = Number(process.env.CMS_E2E_SITE_PORT ?? 5174);
const CMS_PORT = Number(process.env.CMS_E2E_BACKEND_PORT ?? 8082);
const TRADE = 'trades/avocat.md';

describe('editing a trade page in the CMS', () => {
  let workspace;
  let browser;
  before(async () => {
    workspace = await cmsWorkspace({ sitePort: SITE_PORT, cmsPort: CMS_PORT });
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    workspace?.close();
  });

  test('a new headline shows in the preview while typing, is saved to the file with the rest intact, and reaches the page', async () => {
    const path = workspace.file(`content/${TRADE}`);
    const before = matter(fs.readFileSync(path, 'utf8'));
    const headline = `${before.data.headline} et juriste d’entreprise`;

    const page = await browser.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${workspace.origin}/admin/#/collections/trades/entries/avocat`, { waitUntil: 'commit', timeout: 120_000 });
    await page.getByRole('button', { name: 'Se connecter' }).click({ timeout: 120_000 });
    const field = page.getByLabel('Grand titre', { exact: true });
    await field.waitFor({ timeout: 60_000 });
    assert.equal(await field.inputValue(), before.data.headline);

    const preview = page.frameLocator('#preview-pane').locator('h1');
    await preview.filter({ hasText: before.data.headline }).waitFor();
    // The frame carries the site's CSS: the hero button is painted in the theme's colour, not left transparent.
    const button = page.frameLocator('#preview-pane').getByRole('link', { name: before.data.cta.label }).first();
    assert.notEqual(await button.evaluate((el) => getComputedStyle(el).backgroundColor), 'rgba(0, 0, 0, 0)');
    await field.fill(headline);
    await preview.filter({ hasText: headline }).waitFor({ timeout: 10_000 });
    assert.equal(matter(fs.readFileSync(path, 'utf8')).data.headline, before.data.headline, 'nothing is written before the save');

    await page.getByRole('button', { name: 'Publier', exact: true }).click();
    await page.getByText('Publier maintenant', { exact: true }).click();
    await workspace.waitFor(async () => matter(fs.readFileSync(path, 'utf8')).data.headline === headline, 'the saved file', 20_000);

    const afterSave = matter(fs.readFileSync(path, 'utf8'));
    assert.deepEqual(Object.keys(afterSave.data), Object.keys(before.data), 'front matter keeps its order');
    assert.deepEqual({ ...afterSave.data, headline: before.data.headline }, before.data, 'every other field is unchanged');
    assert.equal(afterSave.content.trim(), before.content.trim(), 'the body is unchanged');

    const site = await browser.newPage();
    await workspace.waitFor(
      async () => {
        await site.goto(`${workspace.origin}${tradePath('avocat')}`, { waitUntil: 'domcontentloaded' });
        return (await site.locator('h1').textContent()) === headline;
      },
      'the page to show the new headline',
      60_000,
    );
    assert.deepEqual(errors, []);
  });
});
