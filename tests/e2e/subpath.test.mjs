// Runs against a build made with BASE_PATH=/preview/pr-7/, served under that prefix (see run.mjs).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { BASE, HOME_PATH, REQUEST_PATH, browserSession, content, filled, redirection, served, tradePath, url } from './helpers.mjs';

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
    assert.deepEqual(errors, []);
    assert.match(await (await fetch(url('/robots.txt'))).text(), /Disallow: \//);
    await page.close();
  });

  test('every address says noindex to crawlers, and the pages are served as they are under the prefix', async () => {
    for (const route of [HOME_PATH, REQUEST_PATH, tradePath('avocat'), '/robots.txt']) {
      const response = await served(route);
      assert.equal(response.status, 200, route);
      assert.equal(response.headers.get('x-robots-tag'), 'noindex, nofollow', route);
      assert.equal(response.headers.get('strict-transport-security'), null, `${route}: HSTS is for production only`);
    }
    const bare = await served(REQUEST_PATH.slice(0, -1));
    assert.deepEqual(redirection(bare), { permanent: true, location: `${BASE}${REQUEST_PATH.slice(1)}` });
  });

  test('links navigate inside the prefix, including client-side navigation and back', async () => {
    const { page } = await session.open('/');
    await page.locator(`footer a[href="${BASE}${tradePath('avocat').slice(1)}"]`).click();
    await page.waitForURL(url(tradePath('avocat')));
    await page.waitForFunction(() => /Avocat/.test(document.querySelector('h1')?.textContent ?? ''));
    await page.locator(`main a[href$="${REQUEST_PATH}"]`).first().click();
    await page.waitForURL(url(REQUEST_PATH));
    await page.goBack();
    await page.waitForURL(url(tradePath('avocat')));
    assert.equal((await fetch(url('/nulle-part'))).status, 404);
    await page.close();
  });

  test('the form sends its request', async () => {
    const { page } = await session.open(REQUEST_PATH);
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
