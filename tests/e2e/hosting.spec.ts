// What a host does with the built site: every address served as it is, with the full header set; the other forms of
// an address redirected to it; an unknown address answered by the not-found page with status 404. Run on every host
// project: npm run serve (GitHub Pages' addresses, the headers of _headers), the preview sub-path build, and
// Cloudflare Pages' own runtime (wrangler pages dev) on the production and the preview builds.
import { ADMIN_HEADER_POLICY } from '../../tooling/cms/policy.ts';
import { SITE_WIDE_HEADERS } from '../../tooling/build/pages.ts';
import { publicFiles } from '../../tooling/content/check.ts';
import { expect, test, type Host } from './fixtures.ts';
import { content, filled, HOME_PATH, legalPath, REQUEST_PATH, redirection, ROUTES, samplePath, tradePath } from './site.ts';

/** How each host answers the other forms of a page's address (as their documentation and runtimes do). */
const OTHER_FORMS: Record<Exclude<Host, 'dev'>, { status: number; indexFile: 'redirect' | 'served' }> = {
  // GitHub Pages redirects /x to /x/ and serves /x/index.html as it is.
  'github-pages': { status: 301, indexFile: 'served' },
  // Cloudflare Pages redirects both /x and /x/index.html to /x/.
  'cloudflare-pages': { status: 308, indexFile: 'redirect' },
};
const notFound = filled(content.notFoundPage);
const SITE = (process.env.SITE_URL || content.site.url).replace(/\/$/, '');

/** The security headers every answer carries, as rules: [header, check, what it must be]. */
const SECURITY: [string, (value: string | null) => boolean, string][] = [
  ['x-frame-options', (v) => v === 'DENY', 'DENY'],
  ['x-content-type-options', (v) => v === 'nosniff', 'nosniff'],
  ['referrer-policy', (v) => v === 'strict-origin-when-cross-origin', 'strict-origin-when-cross-origin'],
  // Every feature turned off, each named once, and only features browsers still know (no interest-cohort).
  [
    'permissions-policy',
    (v) =>
      /^[a-z-]+=\(\)(, [a-z-]+=\(\))*$/.test(v ?? '') && !/interest-cohort/.test(v ?? '') && /camera=\(\).*microphone=\(\)/.test(v ?? ''),
    'camera=(), microphone=(), … each =()',
  ],
  ['content-security-policy', (v) => /(^|; )frame-ancestors 'none'(;|$)/.test(v ?? ''), "a policy with frame-ancestors 'none'"],
];

/** What is wrong with the headers of one answer: one line per header missing or off. */
function headerProblems(
  address: string,
  headers: Headers,
  { preview, page, editor = false }: { preview: boolean; page: boolean; editor?: boolean },
) {
  const rules: [string, (value: string | null) => boolean, string][] = [
    ...SECURITY,
    ...SITE_WIDE_HEADERS[preview ? 'preview' : 'production'].map(([name, value]): [string, (v: string | null) => boolean, string] => [
      name.toLowerCase(),
      (v) => v === value,
      value,
    ]),
    // The editor is never indexed, whatever the deploy: it says so itself.
    ...(editor ? [] : SITE_WIDE_HEADERS[preview ? 'production' : 'preview']).map(
      ([name]): [string, (v: string | null) => boolean, string] => [name.toLowerCase(), (v) => v === null, 'absent'],
    ),
    ...(page
      ? ([
          ['cache-control', (v) => v === 'no-cache', 'no-cache'],
          // A page starts in the process its tab has: no browsing context group switch (PAGE_HEADERS).
          ['cross-origin-opener-policy', (v) => v === null, 'absent'],
        ] satisfies [string, (v: string | null) => boolean, string][])
      : []),
  ];
  return rules
    .filter(([name, check]) => !check(headers.get(name)))
    .map(([name, , want]) => `${address} ${name}: ${headers.get(name)} (want ${want})`);
}

test.describe('hosting', () => {
  test('every page and its data answer 200 as they are, with the full header set', async ({ server }) => {
    const problems: string[] = [];
    for (const route of ROUTES) {
      for (const address of [route, `${route}_.data`]) {
        const response = await server.served(address, { method: 'HEAD' });
        if (response.status !== 200) problems.push(`${address}: ${response.status}`);
        problems.push(...headerProblems(address, response.headers, { preview: server.options.preview, page: true }));
      }
    }
    expect(problems).toEqual([]);
  });

  test('canonical addresses, sitemap entries and internal links are served as they are', async ({ server }) => {
    const xml = await (await server.served('/sitemap.xml')).text();
    const addresses = new Set([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? ''));
    expect(addresses.size).toBe(ROUTES.length);
    for (const route of ROUTES) {
      const html = await (await server.served(route)).text();
      addresses.add(/<link rel="canonical" href="([^"]*)"/.exec(html)?.[1] ?? `canonical of ${route}`);
      addresses.add(/<meta property="og:url" content="([^"]*)"/.exec(html)?.[1] ?? `og:url of ${route}`);
      // Links are written under the base path; the sitemap and canonical addresses name production.
      for (const [, href = ''] of html.matchAll(/<a [^>]*href="(\/[^"#?]*)/g)) addresses.add(`${SITE}/${href.slice(server.base.length)}`);
    }
    expect(addresses.size, 'links found beside the pages').toBeGreaterThan(ROUTES.length);
    const notServed: string[] = [];
    for (const address of addresses) {
      if (!address.startsWith(`${SITE}/`)) notServed.push(`${address}: not on the site`);
      const status = (await server.served(new URL(address).pathname, { method: 'HEAD' })).status;
      if (status !== 200) notServed.push(`${address}: ${status}`);
    }
    expect(notServed).toEqual([]);
  });

  test('the other forms of an address lead to the page, permanently', async ({ server }) => {
    const { host } = server;
    if (host === 'dev') throw new Error('the host tests run on built sites only');
    const rule = OTHER_FORMS[host];
    const at = (route: string) => server.url(route).slice(server.origin.length);
    for (const route of [
      legalPath(content.allLegals[0]?.slug ?? ''),
      samplePath(content.allSamples[0]?.slug ?? ''),
      REQUEST_PATH,
      tradePath(content.allTrades[0]?.slug ?? ''),
    ]) {
      const bare = await server.served(route.slice(0, -1));
      expect(bare.status, `${route} without its slash`).toBe(rule.status);
      expect(redirection(bare).location?.replace(server.origin, ''), route).toBe(at(route));
      const index = await server.served(`${route}index.html`);
      if (rule.indexFile === 'served') expect(index.status, `${route}index.html`).toBe(200);
      else
        expect([index.status, index.headers.get('location')?.replace(server.origin, '')], `${route}index.html`).toEqual([
          rule.status,
          at(route),
        ]);
    }
    const home = await server.served('/index.html');
    if (rule.indexFile === 'served') expect(home.status).toBe(200);
    else expect([home.status, home.headers.get('location')?.replace(server.origin, '')]).toEqual([rule.status, at(HOME_PATH)]);
  });

  test('an unknown address answers 404 with the not-found page, which says noindex, with the security headers', async ({ server }) => {
    const problems: string[] = [];
    for (const address of ['/cette-page-nexiste-pas', '/nulle-part/', tradePath('plombier-inconnu'), samplePath('inconnu')]) {
      const response = await server.served(address);
      const html = await response.text();
      expect(response.status, address).toBe(404);
      expect(html, address).toContain(notFound.heading.replaceAll("'", '&#x27;'));
      expect(html, address).toMatch(/<meta name="robots" content="noindex[^"]*"\/>/);
      // Never kept for long: hosts answer no-cache (the rule of 404.html) or no-store (Cloudflare Pages' own for a 404).
      expect(['no-cache', 'no-store'], `${address} cache-control`).toContain(response.headers.get('cache-control'));
      problems.push(...headerProblems(address, response.headers, { preview: server.options.preview, page: false }));
    }
    expect(problems).toEqual([]);
  });

  test('hashed files are cached for a year and carry the security headers', async ({ server }) => {
    const html = await (await server.served(REQUEST_PATH)).text();
    const asset = new RegExp(`"${server.base}(assets/[^"]+\\.js)"`).exec(html)?.[1] ?? 'no script on the request page';
    const response = await server.served(`/${asset}`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(headerProblems(asset, response.headers, { preview: server.options.preview, page: false })).toEqual([]);
  });

  test("a file of public/ opened on its own runs no script: script-src 'none' and sandbox beside the site-wide policy", async ({
    server,
  }) => {
    const files = publicFiles('public').filter((file) => file !== '/_headers');
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const response = await server.served(file, { method: 'HEAD' });
      expect(response.status, file).toBe(200);
      const policy = response.headers.get('content-security-policy') ?? '';
      expect(policy, file).toContain("script-src 'none'");
      expect(policy, file).toMatch(/(?:^|; )sandbox(?:;|,|$)/);
      expect(headerProblems(file, response.headers, { preview: server.options.preview, page: false })).toEqual([]);
    }
  });

  test('production is indexable and asks for HTTPS; a preview keeps crawlers out and ships no editor', async ({ server }) => {
    const robots = await (await server.served('/robots.txt')).text();
    const editor = await server.served('/admin/');
    if (server.options.preview) {
      expect(robots).toMatch(/Disallow: \//);
      expect(editor.status).toBe(404);
      return;
    }
    expect(robots).toMatch(new RegExp(`Allow: /\\n[\\s\\S]*Sitemap: ${SITE}/sitemap.xml`));
    // The content editor: its own policy with frame-ancestors (two policies on hosts that add the site-wide one, both
    // enforced), never indexed, never cached stale, an opener policy that lets the GitHub login window answer.
    expect(editor.status).toBe(200);
    expect(editor.headers.get('content-security-policy')?.split(', ')).toContain(ADMIN_HEADER_POLICY);
    expect(editor.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
    expect(editor.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(editor.headers.get('cache-control')).toBe('no-cache');
    expect(headerProblems('/admin/', editor.headers, { preview: false, page: false, editor: true })).toEqual([]);
  });
});
