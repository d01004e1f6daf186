// Runs against a build made with BASE_PATH=/preview/pr-7/, served under that prefix (see run.mjs).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { BASE, browserSession, content, filled, siteErrors, url } from './helpers.mjs';

describe(`a preview deploy under ${BASE}`, () => {
  let session;
  before(async () => (session = await browserSession()));
  after(() => session.close());

  test('pages, assets, images and the video load under the prefix, and the build is not indexable', async () => {
    const { page, errors } = await session.open('/');
    assert.equal(await page.locator('h1').textContent(), filled(content.landing.blocks.find((block) => block.type === 'Hero')?.headline));
    assert.equal(await page.locator('meta[name="robots"]').getAttribute('content'), 'noindex, nofollow');
    assert.equal(await page.locator('link[rel="canonical"]').getAttribute('href'), `${content.site.url}/`);
    const sources = await page.evaluate(() =>
      [...document.querySelectorAll('img[src], video source, link[rel="icon"]')].map(
        (el) => el.getAttribute('src') ?? el.getAttribute('href'),
      ),
    );
    for (const src of sources.filter((s) => s.startsWith('/'))) {
      assert.ok(src.startsWith(BASE), src);
      assert.equal((await fetch(`${new URL(url('/')).origin}${src}`)).status, 200, src);
    }
    assert.deepEqual(siteErrors(errors), []);
    assert.match(await (await fetch(url('/robots.txt'))).text(), /Disallow: \//);
    await page.close();
  });

  test('links navigate inside the prefix, including client-side navigation and back', async () => {
    const { page } = await session.open('/');
    await page.locator('footer a[href$="/site-internet-avocat"]').click();
    await page.waitForURL(url('/site-internet-avocat'));
    await page.waitForFunction(() => /Avocat/.test(document.querySelector('h1')?.textContent ?? ''));
    await page.locator('main a[href$="/demande"]').first().click();
    await page.waitForURL(url('/demande'));
    await page.goBack();
    await page.waitForURL(url('/site-internet-avocat'));
    assert.equal((await fetch(url('/nulle-part'))).status, 404);
    await page.close();
  });

  test('the form sends its request', async () => {
    const { page } = await session.open('/demande');
    const posts = [];
    await page.route(`${content.site.form.endpoint}*`, (route) => {
      posts.push(route.request().postDataJSON());
      return route.fulfill({ status: 200, body: '{}' });
    });
    const { fields, buttons, messages } = content.requestPage;
    await page.getByLabel(new RegExp(`^${fields.prenom.label}`)).fill('Claire');
    await page.getByLabel(new RegExp(`^${fields.nom.label}`)).fill('Martin');
    await page.getByLabel(new RegExp(`^${fields.entreprise.label}`)).fill('Fleurs de Lys');
    await page.getByLabel(new RegExp(`^${fields.email.label}`)).fill('claire@exemple.fr');
    await page.getByRole('button', { name: buttons.continue }).click();
    await page.getByLabel(fields.accepteContact.label).check();
    await page.getByRole('button', { name: buttons.submit }).click();
    await page.getByText(messages.success.title).waitFor();
    assert.equal(posts.length, 1);
    assert.equal(posts[0].entreprise, 'Fleurs de Lys');
    await page.close();
  });
});
