import type { Page } from '@playwright/test';
import { expect, hydrated, scrollToPortfolio, settled, test } from './fixtures.ts';
import { content, FORM_ENDPOINT, HOME_PATH, REQUEST_PATH, ROUTES, routesOfKind, SCRIPTLESS, tradePath } from './site.ts';

const SITE = (process.env.SITE_URL || content.site.url).replace(/\/$/, '');

type JsonLd = { '@type': string; name?: string; telephone?: string; email?: string };

function head(html: string) {
  const meta = (attr: string, name: string) => new RegExp(`<meta ${attr}="${name}" content="([^"]*)"`).exec(html)?.[1];
  return {
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    description: meta('name', 'description'),
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1],
    og: Object.fromEntries(
      ['title', 'description', 'url', 'type', 'image', 'locale', 'site_name'].map((k) => [k, meta('property', `og:${k}`)]),
    ),
    twitter: meta('name', 'twitter:card'),
    robots: meta('name', 'robots'),
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1] ?? '') as JsonLd),
  };
}

test.describe('search engines', () => {
  let pages: Map<string, ReturnType<typeof head>>;
  test.beforeAll(async ({ server }) => {
    pages = new Map();
    for (const route of ROUTES) pages.set(route, head(await (await server.served(route)).text()));
  });

  test('every route has a unique title and description, a canonical address, Open Graph and Twitter tags', () => {
    const titles = new Set();
    const descriptions = new Set();
    for (const [route, h] of pages) {
      expect(h.title && h.description, route).toBeTruthy();
      titles.add(h.title);
      descriptions.add(h.description);
      const expected = `${SITE}${route}`;
      expect(h.canonical, route).toBe(expected);
      expect(h.og.url, route).toBe(expected);
      expect(h.og.locale).toBe('fr_FR');
      expect(h.og.site_name).toBe(content.site.brand);
      expect(h.og.title && h.og.description && h.og.type, route).toBeTruthy();
      expect(h.og.image).toMatch(new RegExp(`^${SITE}/`));
      expect(h.twitter).toBe('summary_large_image');
      expect(h.robots, `${route} is indexable`).toBeUndefined();
    }
    expect(titles.size, 'unique titles').toBe(ROUTES.length);
    expect(descriptions.size, 'unique descriptions').toBe(ROUTES.length);
  });

  test('every page describes the agency; trade pages add a Service and a breadcrumb; /demande claims nothing else', () => {
    for (const [route, h] of pages) {
      const org = h.jsonLd.find((t) => t['@type'] === 'ProfessionalService');
      expect(org, route).toBeTruthy();
      expect(org?.name).toBe(content.site.brand);
      expect(org?.telephone).toBe(content.site.phone);
      expect(org?.email).toBe(content.site.email);
      const types = h.jsonLd.map((t) => t['@type']).sort();
      if (routesOfKind('trade').includes(route)) expect(types).toEqual(['BreadcrumbList', 'ProfessionalService', 'Service']);
      else expect(types, route).toEqual(['ProfessionalService']);
    }
  });

  test(`sitemap.xml lists exactly the ${ROUTES.length} public routes; robots.txt names it`, async ({ server }) => {
    const xml = await (await server.served('/sitemap.xml')).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]).sort();
    expect(locs).toEqual(ROUTES.map((r) => `${SITE}${r}`).sort());
    const robots = await (await server.served('/robots.txt')).text();
    expect(robots).toMatch(new RegExp(`Sitemap: ${SITE}/sitemap.xml`));
  });
});

test.describe('security', () => {
  test('each page carries its own policy in a <meta>, before every script: no eval, no inline script but its hashes', async ({
    server,
  }) => {
    for (const route of ROUTES) {
      const html = await (await server.served(route)).text();
      const metas = [...html.matchAll(/<meta http-equiv="Content-Security-Policy" content="([^"]+)"/g)];
      expect(metas.length, route).toBe(1);
      const [meta = '', csp = ''] = metas[0] ?? [];
      const firstScript = html.indexOf('<script');
      expect(firstScript < 0 || html.indexOf(meta) < firstScript, `${route}: the policy comes before every script`).toBe(true);
      // Pages with React Router's scripts allow 'self'; the others only their own inline scripts, by hash, or none.
      expect(csp, route).toMatch(
        SCRIPTLESS.includes(route)
          ? /^default-src 'self'; script-src ('none'|'sha256-[^']+')( 'sha256-[^']+')*;/
          : /^default-src 'self'; script-src 'self'/,
      );
      expect(csp, route).not.toMatch(/unsafe-eval/);
      expect(/script-src[^;]*/.exec(csp)?.[0] ?? '', route).not.toMatch(/unsafe-inline/);
    }
  });

  /** A tab that records every policy violation its pages report, and answers the form service. */
  async function watchedTab(newTab: () => Promise<Page>) {
    const page = await newTab();
    const violations: string[] = [];
    await page.exposeFunction('reportViolation', (v: string) => violations.push(v));
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (e) =>
        (window as unknown as { reportViolation: (v: string) => void }).reportViolation(`${e.violatedDirective} ${e.blockedURI}`),
      ),
    );
    await page.route(`${FORM_ENDPOINT}*`, (r) => r.fulfill({ status: 200, body: '{}' }));
    return { page, violations };
  }

  // One test per route, from the content's route list: each has its own time, and a failure names its page.
  const openTrade = content.allTrades.find((t) => !t.locked);
  for (const route of [...ROUTES, '/page-inconnue'])
    test(`no CSP violation on ${route}, while its carousels, video and form run`, async ({ session, newTab }) => {
      const { page, violations } = await watchedTab(newTab);
      await session.navigate(page, route);
      await hydrated(page);
      if (route === HOME_PATH) {
        await scrollToPortfolio(page);
        await page.locator('video').evaluate((v: HTMLVideoElement) => v.play().catch(() => {}));
        await page.waitForTimeout(3500); // the portfolio moves once (every 3 s) while the video plays
      }
      if (openTrade && route === tradePath(openTrade.slug)) await page.getByRole('button', { name: content.site.carousel.next }).click();
      if (route === REQUEST_PATH) await page.evaluate((endpoint) => fetch(endpoint, { method: 'POST', body: '{}' }), FORM_ENDPOINT);
      await settled(page);
      const blocked = violations.filter((v) => !v.includes('images.unsplash.com'));
      expect(blocked, route).toEqual([]);
    });

  test('the violation listener hears a violation: an image from a host the policy does not name', async ({ session, newTab }) => {
    const { page, violations } = await watchedTab(newTab);
    await session.navigate(page, HOME_PATH);
    await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<img src="https://ailleurs.example/x.png" alt="">'));
    await expect.poll(() => violations.some((v) => v.includes('ailleurs.example')), 'the planted violation').toBe(true);
  });
});
