// Pages that need no React ship none of its scripts, still work, and stay reachable by client-side navigation.
import { expect, hydrated, test } from './fixtures.ts';
import { format } from '../../src/content/tokens.ts';
import { content, HOME_PATH, legalPath, pagePolicy, routesOfKind, samplePath, SCRIPTLESS, TRADE_INDEX_PATH, tradePath } from './site.ts';

type Script = { attributes: string; body: string };
const scriptTags = (html: string): Script[] =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].map(([, attributes = '', body = '']) => ({ attributes, body }));
const isJsonLd = (script: Script) => /type="application\/ld\+json"/.test(script.attributes);

test.describe('pages without scripts', () => {
  test('the home page, the legal pages, the ten sample sites and the trade pages hold no React Router script; the home and trade pages run small inline ones', async ({
    server,
  }) => {
    const trades = routesOfKind('trade');
    expect(SCRIPTLESS.length).toBe(1 + content.allLegals.length + 10 + trades.length);
    // What each page runs, in order: the note of the visit's origin first, then its interactive parts.
    const expected = (route: string) =>
      route === HOME_PATH
        ? ['sessionStorage', '[data-hero-video]', '[data-portfolio]']
        : trades.includes(route)
          ? ['sessionStorage', '[data-sector-carousel]']
          : [];
    for (const route of SCRIPTLESS) {
      const html = await (await fetch(server.url(route))).text();
      const scripts = scriptTags(html);
      expect(scripts.some(isJsonLd), `${route} keeps its JSON-LD`).toBe(true);
      const inline = scripts.filter((s) => !isJsonLd(s));
      expect(
        inline.map((s) => s.attributes),
        route,
      ).toEqual(expected(route).map(() => ''));
      expected(route).forEach((marker, i) => expect(inline[i]?.body, route).toContain(marker));
      for (const script of inline) expect(script.body.length, route).toBeLessThan(2500);
      expect(html, route).not.toMatch(/modulepreload|__reactRouter|<script[^>]* src=|\bimport\(/);
    }
  });

  test('a trade page loads no script file, and its carousel works without React', async ({ open }) => {
    const openTrade = content.allTrades.find((trade) => !trade.locked);
    const { page, errors } = await open(tradePath(openTrade?.slug ?? ''));
    expect(await page.evaluate(() => document.querySelectorAll('script[src], script[type="module"]').length)).toBe(0);
    expect(await page.evaluate(() => performance.getEntriesByType('resource').filter((r) => /\.js$/.test(r.name)).length)).toBe(0);
    const carousel = page.getByTestId('sector-carousel').first();
    await carousel.getByRole('button', { name: content.site.carousel.next }).focus();
    await page.keyboard.press('Enter');
    const total = await carousel.locator('li').count();
    await expect(carousel.locator('li[data-active]')).toHaveAttribute(
      'aria-label',
      format(content.site.carousel.slideLabel, { n: 2, total }),
    );
    await expect(carousel.locator('li:not([inert])')).toHaveCount(1);
    expect(errors).toEqual([]);
  });

  test('404.html runs one inline line, which logs the path, allowed by its hash alone', async ({ server, open }) => {
    const html = await (await fetch(server.url('/nulle-part'))).text();
    const inline = scriptTags(html).filter((s) => !isJsonLd(s));
    expect(inline.length).toBe(1);
    expect(inline[0]?.body.length ?? 0, inline[0]?.body).toBeLessThan(120);
    expect(pagePolicy(html)).toMatch(/script-src 'sha256-[^' ]+'(;|$)/);
    const { page, errors } = await open('/nulle-part');
    expect(errors).toEqual([
      'Failed to load resource: the server responded with a status of 404 (Not Found)', // the page itself, as hosts answer it
      `404 Error: User attempted to access non-existent route: ${new URL(server.url('/nulle-part')).pathname}`,
    ]);
    expect(await page.evaluate(() => document.querySelectorAll('script[src], script[type="module"]').length)).toBe(0);
  });

  test('a legal page loads no script and its links work without one', async ({ server, open }) => {
    const legal = legalPath(content.allLegals[0]?.slug ?? '');
    const { page, errors } = await open(legal);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.resourceType()));
    expect(pagePolicy(await (await page.context().request.get(server.url(legal))).text())).toMatch(/script-src 'none'/);
    await page.locator('header a').filter({ hasText: content.site.brand }).click();
    await page.waitForURL(server.url('/'));
    expect(requested.includes('document'), 'the header link loads the home page').toBe(true);
    expect(errors).toEqual([]);
  });

  test('from a hydrated page, client-side navigation into a legal page and on to the home page', async ({ server, open }) => {
    const { page, errors } = await open(TRADE_INDEX_PATH);
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    const [legal] = content.allLegals;
    await page.locator(`footer a[href$="${legalPath(legal?.slug ?? '')}"]`).click();
    await page.waitForURL(server.url(legalPath(legal?.slug ?? '')));
    await page.waitForFunction((heading) => document.querySelector('h1')?.textContent === heading, legal?.heading);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed), 'no page load').toBe(true);
    expect(await page.locator('main h2').count(), 'the body is rendered').toBeGreaterThan(0);
    await page.locator('header a').filter({ hasText: content.site.brand }).click();
    await page.waitForURL(server.url('/'));
    await page.waitForFunction((heading) => (document.querySelector('h1')?.textContent ?? heading) !== heading, legal?.heading);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed), 'no page load').toBe(true);
    expect(errors).toEqual([]);
  });

  test('from a hydrated page, client-side navigation into a sample site takes its language and banner', async ({ server, open }) => {
    const sample = content.allSamples.find((s) => s.lang !== 'fr') ?? content.allSamples[0];
    const { page, errors } = await open(TRADE_INDEX_PATH);
    await hydrated(page);
    await page.evaluate(
      (path) => {
        window.history.pushState({}, '', path);
        window.dispatchEvent(new PopStateEvent('popstate'));
      },
      new URL(server.url(samplePath(sample?.slug ?? ''))).pathname,
    );
    await page.getByText(content.site.sampleBanner.text).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe(sample?.lang);
    expect(errors).toEqual([]);
  });
});
