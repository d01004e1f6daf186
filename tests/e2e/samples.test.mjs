import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { HOME_PATH, pageHref, samplePath } from '../../src/paths.ts';
import { browserSession, content, filled, outside, settled, url } from './helpers.mjs';

/** The figures a sample site shows (stats, prices, hours, categories, details), from its content. */
function figuresOf(sample) {
  const figures = [];
  const walk = (value, key) => {
    if (typeof value === 'string' && FIGURE_KEYS.has(key)) figures.push(value);
    else if (Array.isArray(value)) value.forEach((item) => walk(item, key));
    else if (value && typeof value === 'object') for (const [name, item] of Object.entries(value)) if (name !== 'fields') walk(item, name); // form values are not shown
  };
  walk(sample.blocks, '');
  return figures;
}
const FIGURE_KEYS = new Set(['value', 'price', 'hours', 'highlight', 'category', 'details']);
const headerOf = (sample) => sample.blocks.find((block) => block.type === 'SiteHeader');
const menuAnchors = (sample) => (headerOf(sample)?.links ?? []).flatMap((link) => (link.href.startsWith('#') ? [link.href.slice(1)] : []));
const selectOf = (sample) =>
  sample.blocks.flatMap((block) => (block.type === 'SampleForm' ? block.fields : [])).find((field) => field.kind === 'select');
const homeHeadline = filled(content.landing.blocks.find((block) => block.type === 'Hero')?.headline);

describe('sample sites', () => {
  let session;
  before(async () => (session = await browserSession()));
  after(() => session.close());

  for (const sample of content.allSamples) {
    test(`${samplePath(sample.slug)}: banner, back button, figures, anchors`, async () => {
      const { page } = await session.visit(samplePath(sample.slug));
      assert.ok(await page.getByText(content.site.sampleBanner.text).isVisible());
      const text = (await page.locator('body').textContent()).replace(/\s+/g, ' ');
      const figures = figuresOf(sample);
      assert.ok(figures.length > 0, `${sample.slug} has figures`);
      for (const figure of figures) assert.ok(text.includes(figure.replace(/\s+/g, ' ')), `${sample.slug} shows ${figure}`);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      for (const anchor of menuAnchors(sample)) {
        await page.locator(`header nav a[href="#${anchor}"]`).click();
        // Reduced motion: the jump is instant once the address names the section; one frame later it is drawn.
        await page.waitForFunction((hash) => window.location.hash === hash, `#${anchor}`);
        await settled(page);
        // A section near the end of the page cannot reach the top: then the page is scrolled to its end.
        const { top, end, height } = await page.locator(`#${anchor}`).evaluate((el) => ({
          top: el.getBoundingClientRect().top,
          end: Math.abs(window.scrollY + window.innerHeight - document.documentElement.scrollHeight) < 2,
          height: window.innerHeight,
        }));
        assert.ok(Math.abs(top) < 120 || (end && top >= 0 && top < height), `#${anchor} at ${top}`);
      }
      await page.emulateMedia({ reducedMotion: null }); // the shared page goes back as it was
      assert.equal(await page.getAttribute('html', 'lang'), sample.lang);
      await page.getByRole('link', { name: content.site.sampleBanner.back }).click();
      await page.waitForURL(url(HOME_PATH));
      await page.waitForFunction((headline) => document.querySelector('h1')?.textContent === headline, homeHeadline);
      assert.equal(await page.getAttribute('html', 'lang'), 'fr');
    });
  }

  for (const sample of content.allSamples.filter(selectOf)) {
    const { slug } = sample;
    const back = pageHref(headerOf(sample)?.back?.href ?? '');
    const options = selectOf(sample).options.map((option) => option.value);
    test(`${slug}: its select options, native e-mail and phone inputs, a back link, and a form that sends nothing`, async () => {
      const { page } = await session.open(samplePath(slug));
      const requests = [];
      page.on('request', (request) => ['document', 'fetch', 'xhr'].includes(request.resourceType()) && requests.push(request.url()));
      assert.deepEqual(await page.locator('form select option').evaluateAll((o) => o.map((x) => x.value)), options);
      assert.equal(await page.locator('form input[type="email"]').count(), 1);
      assert.equal(await page.locator('form input[type="tel"]').count(), 1);
      assert.equal(await page.locator(`header a[href="${back}"]`).count(), 1);
      await page.locator('form input').first().fill('Martin');
      await page.locator('form button[type="submit"]').click();
      await page.waitForTimeout(500); // a window in which nothing may be sent: there is no event to wait for
      assert.deepEqual(requests, []);
      assert.equal(page.url(), url(samplePath(slug)));
      await page.close();
    });
  }

  test('stock photos from other hosts never reach the test browser: each request fails at once, in the browser', async () => {
    const sample = content.allSamples.find((s) => JSON.stringify(s.blocks).includes('https://'));
    assert.ok(sample, 'a sample site shows a photo from another host');
    const page = await session.context.newPage();
    const elsewhere = [];
    page.on('requestfailed', (request) => elsewhere.push(`${new URL(request.url()).host} ${request.failure()?.errorText}`));
    page.on('requestfinished', (request) => outside(request.url()) && elsewhere.push(`${request.url()} loaded`));
    await page.goto(url(samplePath(sample.slug)), { waitUntil: 'load' });
    assert.ok(elsewhere.length > 0, 'the page asked for a photo elsewhere');
    for (const failure of elsewhere) assert.match(failure, /^(?!127\.0\.0\.1)\S+ net::ERR_PROXY_CONNECTION_FAILED$/);
    await page.close();
  });

  test('sample buttons do nothing', async () => {
    const { page } = await session.open(samplePath('restaurant-gourmet'));
    const requests = [];
    page.on('request', (request) => ['document', 'fetch', 'xhr'].includes(request.resourceType()) && requests.push(request.url()));
    for (const button of await page.locator('main button').all()) await button.click();
    await page.waitForTimeout(300); // a window in which nothing may be sent: there is no event to wait for
    assert.deepEqual(requests, []);
    assert.equal(page.url(), url(samplePath('restaurant-gourmet')));
    await page.close();
  });
});
