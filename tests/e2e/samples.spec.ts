import { expect, settled, test } from './fixtures.ts';
import { content, filled, HOME_PATH, outside, pageHref, samplePath } from './site.ts';

type Sample = (typeof content.allSamples)[number];
type Block = Sample['blocks'][number];
const FIGURE_KEYS = new Set(['value', 'price', 'hours', 'highlight', 'category', 'details']);

/** The figures a sample site shows (stats, prices, hours, categories, details), from its content. */
function figuresOf(sample: Sample) {
  const figures: string[] = [];
  const walk = (value: unknown, key: string) => {
    if (typeof value === 'string' && FIGURE_KEYS.has(key)) figures.push(value);
    else if (Array.isArray(value)) value.forEach((item) => walk(item, key));
    else if (value && typeof value === 'object') for (const [name, item] of Object.entries(value)) if (name !== 'fields') walk(item, name); // form values are not shown
  };
  walk(sample.blocks, '');
  return figures;
}
const headerOf = (sample: Sample) =>
  sample.blocks.find((block): block is Extract<Block, { type: 'SiteHeader' }> => block.type === 'SiteHeader');
const menuAnchors = (sample: Sample) =>
  (headerOf(sample)?.links ?? []).flatMap((link) => (link.href.startsWith('#') ? [link.href.slice(1)] : []));
const selectOf = (sample: Sample) =>
  sample.blocks.flatMap((block) => (block.type === 'SampleForm' ? block.fields : [])).find((field) => field.kind === 'select');
const homeHeadline = filled(content.landing.blocks.find((block) => block.type === 'Hero')?.headline);

test.describe('sample sites', () => {
  for (const sample of content.allSamples) {
    test(`${samplePath(sample.slug)}: banner, back button, figures, anchors`, async ({ server, visit }) => {
      const { page } = await visit(samplePath(sample.slug));
      expect(await page.getByText(filled(content.site.sampleBanner.text)).isVisible()).toBe(true);
      const text = ((await page.locator('body').textContent()) ?? '').replace(/\s+/g, ' ');
      const figures = figuresOf(sample);
      expect(figures.length, `${sample.slug} has figures`).toBeGreaterThan(0);
      for (const figure of figures) expect(text.includes(figure.replace(/\s+/g, ' ')), `${sample.slug} shows ${figure}`).toBe(true);
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
        expect(Math.abs(top) < 120 || (end && top >= 0 && top < height), `#${anchor} at ${top}`).toBe(true);
      }
      await page.emulateMedia({ reducedMotion: null }); // the shared page goes back as it was
      expect(await page.getAttribute('html', 'lang')).toBe(sample.lang);
      await page.getByRole('link', { name: filled(content.site.sampleBanner.back) }).click();
      await page.waitForURL(server.url(HOME_PATH));
      await page.waitForFunction((headline) => document.querySelector('h1')?.textContent === headline, homeHeadline);
      expect(await page.getAttribute('html', 'lang')).toBe('fr');
    });
  }

  for (const sample of content.allSamples.filter(selectOf)) {
    const { slug } = sample;
    const back = pageHref(headerOf(sample)?.back?.href ?? '');
    const options = (selectOf(sample)?.options ?? []).map((option) => option.value);
    test(`${slug}: its select options, native e-mail and phone inputs, a back link, and a form that sends nothing`, async ({
      server,
      open,
    }) => {
      const { page } = await open(samplePath(slug));
      const requests: string[] = [];
      page.on('request', (request) => {
        if (['document', 'fetch', 'xhr'].includes(request.resourceType())) requests.push(request.url());
      });
      expect(await page.locator('form select option').evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value))).toEqual(options);
      expect(await page.locator('form input[type="email"]').count()).toBe(1);
      expect(await page.locator('form input[type="tel"]').count()).toBe(1);
      expect(await page.locator(`header a[href="${back}"]`).count()).toBe(1);
      await page.locator('form input').first().fill('Martin');
      await page.locator('form button[type="submit"]').click();
      await page.waitForTimeout(500); // a window in which nothing may be sent: there is no event to wait for
      expect(requests).toEqual([]);
      expect(page.url()).toBe(server.url(samplePath(slug)));
    });
  }

  test('stock photos from other hosts never reach the test browser: each request fails at once, in the browser', async ({
    server,
    newTab,
  }) => {
    const sample = content.allSamples.find((s) => JSON.stringify(s.blocks).includes('https://'));
    expect(sample, 'a sample site shows a photo from another host').toBeTruthy();
    const page = await newTab();
    const elsewhere: string[] = [];
    page.on('requestfailed', (request) => elsewhere.push(`${new URL(request.url()).host} ${request.failure()?.errorText}`));
    page.on('requestfinished', (request) => {
      if (outside(request.url())) elsewhere.push(`${request.url()} loaded`);
    });
    await page.goto(server.url(samplePath(sample?.slug ?? '')), { waitUntil: 'load' });
    expect(elsewhere.length, 'the page asked for a photo elsewhere').toBeGreaterThan(0);
    for (const failure of elsewhere) expect(failure).toMatch(/^(?!127\.0\.0\.1)\S+ net::ERR_PROXY_CONNECTION_FAILED$/);
  });

  test('sample buttons do nothing', async ({ server, open }) => {
    const { page } = await open(samplePath('restaurant-gourmet'));
    const requests: string[] = [];
    page.on('request', (request) => {
      if (['document', 'fetch', 'xhr'].includes(request.resourceType())) requests.push(request.url());
    });
    for (const button of await page.locator('main button').all()) await button.click();
    await page.waitForTimeout(300); // a window in which nothing may be sent: there is no event to wait for
    expect(requests).toEqual([]);
    expect(page.url()).toBe(server.url(samplePath('restaurant-gourmet')));
  });
});
