import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { HOME_PATH, browserSession, content, samplePath, tradePath, url } from './helpers.mjs';

/** Figures of the spec, by sample site. */
const FIGURES = {
  'pharmacie-central': ['15000+', '30 ans', '8h - 20h', 'Fermé'],
  'cabinet-avocats': ['1995', '9h - 18h', '24h/24'],
  'restaurant-gourmet': ['Entrées', 'Poissons', 'Viandes', 'Desserts', '12h - 14h', '19h - 22h', '€'],
  'garage-expert': ['80 €', '150 €', '65 €', 'Devis gratuit', '25 ans', '5000+'],
  'agence-immobiliere': ['320 000 €', '485 000 €', '185 000 €', '75 m²', '120 m²', '32 m²', '+500'],
  'tech-startup': ['$49', '$199', 'Most popular', 'Custom'],
  'artist-studio': ['45 €', '38 €', '52 €'],
  'luxury-spa': ['350 €', '280 €', '650 €', '90 min', '120 min', '180 min', '2 500 €', '5 000 €', '20%'],
  'eco-farm': ['3 €/kg', '4 €/kg', '6 €/pot', '45', '30+'],
  'vintage-library': ['150 000', '1847', '24', '9h - 21h'],
};
const ANCHORS = {
  'tech-startup': ['features', 'pricing', 'docs', 'company'],
  'artist-studio': ['gallery', 'workshops', 'exhibitions', 'contact'],
  'luxury-spa': ['treatments', 'packages', 'facilities', 'membership'],
  'eco-farm': ['products', 'farm', 'values', 'visits', 'shop'],
  'vintage-library': ['collections', 'events', 'research', 'reading-room'],
};

describe('sample sites', () => {
  let session;
  before(async () => (session = await browserSession()));
  after(() => session.close());

  test('there are ten', () => assert.equal(content.allSamples.length, 10));

  for (const sample of content.allSamples) {
    test(`${samplePath(sample.slug)}: banner, back button, figures, anchors`, async () => {
      const { page } = await session.open(samplePath(sample.slug));
      assert.ok(await page.getByText(content.site.sampleBanner.text).isVisible());
      const text = await page.locator('body').innerText();
      for (const figure of FIGURES[sample.slug]) assert.ok(text.includes(figure), `${sample.slug} shows ${figure}`);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      for (const anchor of ANCHORS[sample.slug] ?? []) {
        await page.locator(`header nav a[href="#${anchor}"]`).click();
        await page.waitForTimeout(150);
        const top = await page.locator(`#${anchor}`).evaluate((el) => el.getBoundingClientRect().top);
        assert.ok(Math.abs(top) < 120, `#${anchor} at ${top}`);
      }
      assert.equal(await page.getAttribute('html', 'lang'), sample.slug === 'tech-startup' ? 'en' : 'fr');
      await page.getByRole('link', { name: content.site.sampleBanner.back }).click();
      await page.waitForURL(url(HOME_PATH));
      await page.waitForFunction(() => /Votre site internet/.test(document.querySelector('h1')?.textContent ?? ''));
      assert.equal(await page.getAttribute('html', 'lang'), 'fr');
      await page.close();
    });
  }

  for (const [slug, back, options] of [
    ['cabinet-avocats', tradePath('avocat'), ['affaires', 'travail', 'penal', 'famille']],
    ['agence-immobiliere', tradePath('immobilier'), ['achat', 'vente', 'location', 'gestion', 'estimation']],
  ]) {
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
      await page.waitForTimeout(500);
      assert.deepEqual(requests, []);
      assert.equal(page.url(), url(samplePath(slug)));
      await page.close();
    });
  }

  test('sample buttons do nothing', async () => {
    const { page } = await session.open(samplePath('restaurant-gourmet'));
    const requests = [];
    page.on('request', (request) => ['document', 'fetch', 'xhr'].includes(request.resourceType()) && requests.push(request.url()));
    for (const button of await page.locator('main button').all()) await button.click();
    await page.waitForTimeout(300);
    assert.deepEqual(requests, []);
    assert.equal(page.url(), url(samplePath('restaurant-gourmet')));
    await page.close();
  });
});
