// Pages with nothing interactive ship no JavaScript, still work, and stay reachable by client-side navigation.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { legalPath, REQUEST_PATH, samplePath, scriptlessPaths, siteRoutes } from '../../src/paths.ts';
import { browserSession, content, hydrated, pagePolicy, url } from './helpers.mjs';

const SCRIPTLESS = scriptlessPaths(siteRoutes({ trades: content.allTrades, samples: content.allSamples, legals: content.allLegals }));
const scriptTags = (html) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].map(([, attributes, body]) => ({ attributes, body }));
const isJsonLd = (script) => /type="application\/ld\+json"/.test(script.attributes);

describe('pages without scripts', () => {
  let session;
  before(async () => (session = await browserSession()));
  after(() => session.close());

  test('the legal pages and the ten sample sites hold no script but their JSON-LD', async () => {
    assert.equal(SCRIPTLESS.length, content.allLegals.length + 10);
    for (const route of SCRIPTLESS) {
      const html = await (await fetch(url(route))).text();
      const scripts = scriptTags(html);
      assert.ok(scripts.some(isJsonLd), `${route} keeps its JSON-LD`);
      assert.deepEqual(
        scripts.filter((s) => !isJsonLd(s)),
        [],
        route,
      );
      assert.doesNotMatch(html, /modulepreload|__reactRouter/, route);
    }
  });

  test('404.html runs one inline line, which logs the path, allowed by its hash alone', async () => {
    const html = await (await fetch(url('/nulle-part'))).text();
    const inline = scriptTags(html).filter((s) => !isJsonLd(s));
    assert.equal(inline.length, 1);
    assert.ok(inline[0].body.length < 120, inline[0].body);
    assert.match(pagePolicy(html), /script-src 'sha256-[^' ]+'(;|$)/);
    const { page, errors } = await session.open('/nulle-part');
    assert.deepEqual(errors, [
      'Failed to load resource: the server responded with a status of 404 (Not Found)', // the page itself, as hosts answer it
      `404 Error: User attempted to access non-existent route: ${new URL(url('/nulle-part')).pathname}`,
    ]);
    assert.equal(await page.evaluate(() => document.querySelectorAll('script[src], script[type="module"]').length), 0);
    await page.close();
  });

  test('a legal page loads no script and its links work without one', async () => {
    const legal = legalPath(content.allLegals[0].slug);
    const { page, errors } = await session.open(legal);
    const requested = [];
    page.on('request', (request) => requested.push(request.resourceType()));
    assert.match(pagePolicy(await (await page.context().request.get(url(legal))).text()), /script-src 'none'/);
    await page.locator('header a').filter({ hasText: content.site.brand }).click();
    await page.waitForURL(url('/'));
    assert.ok(requested.includes('document'), 'the header link loads the home page');
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('from a hydrated page, client-side navigation into a legal page and back', async () => {
    const { page, errors } = await session.open('/');
    await hydrated(page);
    await page.evaluate(() => (window.stayed = true));
    const legal = content.allLegals[0];
    await page.locator(`footer a[href$="${legalPath(legal.slug)}"]`).click();
    await page.waitForURL(url(legalPath(legal.slug)));
    await page.waitForFunction((heading) => document.querySelector('h1')?.textContent === heading, legal.heading);
    assert.equal(await page.evaluate(() => window.stayed), true, 'no page load');
    assert.ok((await page.locator('main h2').count()) > 0, 'the body is rendered');
    await page.locator('header a').filter({ hasText: content.site.brand }).click();
    await page.waitForURL(url('/'));
    await page.waitForFunction((heading) => (document.querySelector('h1')?.textContent ?? heading) !== heading, legal.heading);
    assert.equal(await page.evaluate(() => window.stayed), true, 'no page load');
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('from a hydrated page, client-side navigation into a sample site takes its language and banner', async () => {
    const sample = content.allSamples.find((s) => s.lang !== 'fr') ?? content.allSamples[0];
    const { page, errors } = await session.open(REQUEST_PATH);
    await hydrated(page);
    await page.evaluate(
      (path) => {
        window.history.pushState({}, '', path);
        window.dispatchEvent(new PopStateEvent('popstate'));
      },
      new URL(url(samplePath(sample.slug))).pathname,
    );
    await page.getByText(content.site.sampleBanner.text).waitFor();
    assert.equal(await page.getAttribute('html', 'lang'), sample.lang);
    assert.deepEqual(errors, []);
    await page.close();
  });
});
