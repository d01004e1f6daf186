import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  HOME_PATH,
  ROUTES,
  browserSession,
  hydrated,
  legalPath,
  pageOfIndexFile,
  redirection,
  routesOfKind,
  samplePath,
  served,
  siteErrors,
  url,
} from './helpers.mjs';

describe('every route', () => {
  let session;
  before(async () => (session = await browserSession()));
  after(() => session.close());

  test('there are 30 public routes', () => assert.equal(ROUTES.length, 30));

  for (const route of ROUTES) {
    test(`${route} answers 200 as is, with its heading in the HTML, then hydrates without error`, async () => {
      const raw = await served(route);
      assert.equal(raw.status, 200);
      const html = await raw.text();
      assert.match(html, /<h1[^>]*>[^<]+/);
      assert.match(html, /<title>[^<]+<\/title>/);
      assert.match(html, /<meta name="description" content="[^"]+"/);
      assert.match(html, route === samplePath('tech-startup') ? /<html lang="en"/ : /<html lang="fr"/);
      const { page, errors } = await session.open(route);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(200);
      assert.equal(await page.locator('h1').count(), 1, 'one h1 per page');
      assert.deepEqual(siteErrors(errors), []);
      await page.close();
    });
  }

  test('an unknown path answers 404 with the not-found page and logs the path', async () => {
    const raw = await fetch(url('/cette-page-nexiste-pas'));
    assert.equal(raw.status, 404);
    assert.match(await raw.text(), /Oops! Page not found/);
    const { page, errors } = await session.open('/cette-page-nexiste-pas');
    await page.waitForTimeout(300);
    assert.ok(
      errors.some((e) => e.includes('/cette-page-nexiste-pas')),
      `logged: ${errors.join(' | ')}`,
    );
    await page
      .locator('main')
      .getByRole('link', { name: /accueil/i })
      .click();
    await page.waitForURL(url('/'));
    await page.waitForFunction(() => /Votre site internet/.test(document.querySelector('h1')?.textContent ?? ''));
    await page.close();
  });

  test('the other addresses a host serves a page at show that page, at its own address', async () => {
    const cgv = legalPath('cgv');
    const bare = await served(cgv.slice(0, -1));
    assert.deepEqual(redirection(bare), { permanent: true, location: cgv });
    for (const [address, page] of [
      [`${cgv}index.html`, cgv],
      [`${samplePath('eco-farm')}index.html`, samplePath('eco-farm')],
      ['/index', HOME_PATH],
      ['/index.html', HOME_PATH],
    ]) {
      assert.equal(pageOfIndexFile(address), page);
      const html = await (await served(page)).text();
      const opened = await session.open(address);
      assert.equal(opened.response.status(), 200, address);
      await hydrated(opened.page);
      await opened.page.waitForURL(url(page));
      const heading = await opened.page.evaluate(
        (h) => new DOMParser().parseFromString(h, 'text/html').querySelector('h1')?.textContent,
        html,
      );
      assert.equal(await opened.page.locator('h1').textContent(), heading, address);
      assert.deepEqual(siteErrors(opened.errors), [], address);
      await opened.page.close();
    }
  });

  test('a client-side link to an unknown path shows the not-found page', async () => {
    const { page, errors } = await session.open(legalPath('cgv'));
    await page.evaluate(() => {
      window.history.pushState({}, '', '/nulle-part');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.waitForFunction(() => /Oops! Page not found/.test(document.querySelector('h1')?.textContent ?? ''));
    await page.waitForTimeout(300);
    assert.ok(
      errors.some((e) => e.includes('/nulle-part')),
      `logged: ${errors.join(' | ')}`,
    );
    await page.close();
  });
});

describe('layout', () => {
  let session;
  before(async () => (session = await browserSession()));
  after(() => session.close());

  test('every footer link resolves', async () => {
    const { page } = await session.open('/');
    const hrefs = await page.locator('footer a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    const internal = hrefs.filter((h) => h.startsWith('/'));
    assert.deepEqual(internal.filter((h) => routesOfKind('trade').includes(h)).sort(), routesOfKind('trade').sort());
    for (const href of internal) assert.equal((await served(href)).status, 200, `${href} is served as is`);
    assert.ok(hrefs.some((h) => /^tel:\+33\d{9}$/.test(h)));
    assert.ok(hrefs.some((h) => /^mailto:.+@.+/.test(h)));
    await page.close();
  });

  test('a change of path scrolls to the top', async () => {
    const { page } = await session.open('/');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    assert.ok((await page.evaluate(() => window.scrollY)) > 1000);
    await page.locator(`footer a[href="${legalPath('cgv')}"]`).click();
    await page.waitForURL(url(legalPath('cgv')));
    await page.waitForFunction(() => window.scrollY === 0);
    assert.match(await page.locator('h1').innerText(), /Conditions générales de vente/);
    await page.close();
  });

  test('the header phone shows only on very wide screens', async () => {
    const wide = await session.open('/', { width: 1600 });
    assert.equal(await wide.page.locator('header a[href^="tel:"]').isVisible(), true);
    await wide.page.close();
    const narrow = await session.open('/', { width: 1440 });
    assert.equal(await narrow.page.locator('header a[href^="tel:"]').isVisible(), false);
    await narrow.page.close();
  });
});
