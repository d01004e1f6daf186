// Runs against a preview build made under a sub-path (project `preview`, built by preview.setup.ts), served there.
import { expect, test } from './fixtures.ts';
import { content, filled, HOME_PATH, redirection, REQUEST_PATH, tradePath } from './site.ts';

test.describe('a preview deploy under a sub-path', () => {
  test('pages, assets, images and the video load under the prefix, and the build is not indexable', async ({ server, open }) => {
    expect(server.base).not.toBe('/');
    const { page, errors } = await open('/');
    expect(await page.locator('h1').textContent()).toBe(filled(content.landing.blocks.find((block) => block.type === 'Hero')?.headline));
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${content.site.url}/`);
    const sources = await page.evaluate(() =>
      [...document.querySelectorAll('img[src], video source, link[rel="icon"]')].map(
        (el) => el.getAttribute('src') ?? el.getAttribute('href') ?? '',
      ),
    );
    for (const src of sources.filter((s) => s.startsWith('/'))) {
      expect(src.startsWith(server.base), src).toBe(true);
      expect((await fetch(`${server.origin}${src}`)).status, src).toBe(200);
    }
    expect(errors).toEqual([]);
    expect(await (await fetch(server.url('/robots.txt'))).text()).toMatch(/Disallow: \//);
  });

  test('every address says noindex to crawlers, and the pages are served as they are under the prefix', async ({ server }) => {
    for (const route of [HOME_PATH, REQUEST_PATH, tradePath('avocat'), '/robots.txt']) {
      const response = await server.served(route);
      expect(response.status, route).toBe(200);
      expect(response.headers.get('x-robots-tag'), route).toBe('noindex, nofollow');
      expect(response.headers.get('strict-transport-security'), `${route}: HSTS is for production only`).toBeNull();
    }
    const bare = await server.served(REQUEST_PATH.slice(0, -1));
    expect(redirection(bare)).toEqual({ permanent: true, location: `${server.base}${REQUEST_PATH.slice(1)}` });
  });

  test('links navigate inside the prefix, including client-side navigation and back', async ({ server, open }) => {
    const { page } = await open('/');
    await page.locator(`footer a[href="${server.base}${tradePath('avocat').slice(1)}"]`).click();
    await page.waitForURL(server.url(tradePath('avocat')));
    await page.waitForFunction(() => /Avocat/.test(document.querySelector('h1')?.textContent ?? ''));
    await page.locator(`main a[href$="${REQUEST_PATH}"]`).first().click();
    await page.waitForURL(server.url(REQUEST_PATH));
    await page.goBack();
    await page.waitForURL(server.url(tradePath('avocat')));
    expect((await fetch(server.url('/nulle-part'))).status).toBe(404);
  });

  test('the form sends its request', async ({ open, form }) => {
    const { page } = await open(REQUEST_PATH);
    const posts = await form.capture(page);
    const { fields, buttons, messages } = content.requestPage;
    await page.getByLabel(new RegExp(`^${fields.prenom.label}`)).fill('Claire');
    await page.getByLabel(new RegExp(`^${fields.nom.label}`)).fill('Martin');
    await page.getByLabel(new RegExp(`^${fields.entreprise.label}`)).fill('Fleurs de Lys');
    await page.getByLabel(new RegExp(`^${fields.email.label}`)).fill('claire@exemple.fr');
    await page.getByRole('button', { name: buttons.continue }).click();
    await page.getByLabel(fields.accepteContact.label).check();
    await page.getByRole('button', { name: buttons.submit }).click();
    await page.getByText(messages.success.title).waitFor();
    expect(posts.length).toBe(1);
    expect(posts[0]?.body.entreprise).toBe('Fleurs de Lys');
  });
});
