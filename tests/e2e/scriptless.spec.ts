// Pages load the site's one script (src/islands), through its loader, or nothing: no React Router script, no other
// inline behaviour.
import { siteScriptOf } from '../../src/islands/markup.ts';
import { expect, test } from './fixtures.ts';
import { content, legalPath, pagePolicy, SCRIPTED, SCRIPTLESS } from './site.ts';

type Script = { attributes: string; body: string };
const scriptTags = (html: string): Script[] =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].map(([, attributes = '', body = '']) => ({ attributes, body }));
const isData = (script: Script) => /type="application\/(ld\+)?json"/.test(script.attributes);
/** The site's script, as its loader names it (asked for once the page has painted): a file of the build's assets. */
const SITE_SCRIPT = /^\/assets\/islands-[\w-]+\.js$/;

test.describe('scripts', () => {
  test('the trade index, the legal pages and the ten sample sites ship no script; the others load the site’s script and nothing else', async ({
    server,
  }) => {
    expect(SCRIPTLESS.length).toBe(1 + content.allLegals.length + 10);
    for (const route of [...SCRIPTLESS, ...SCRIPTED]) {
      const html = await (await fetch(server.url(route))).text();
      const scripts = scriptTags(html);
      expect(
        scripts.some((script) => /ld\+json/.test(script.attributes)),
        `${route} keeps its JSON-LD`,
      ).toBe(true);
      const code = scripts.filter((script) => !isData(script));
      expect(
        code.map((script) => (!script.attributes && SITE_SCRIPT.test(siteScriptOf(script.body) ?? '') ? 'site' : script.attributes)),
        route,
      ).toEqual(SCRIPTED.includes(route) ? ['site'] : []);
      const loader = code[0]?.body ?? '';
      expect(html.replace(loader, ''), route).not.toMatch(/modulepreload|__reactRouter|\bimport\(/);
      // The loader runs by its hash; what it imports, from the site's own files.
      expect(pagePolicy(html), route).toMatch(
        SCRIPTED.includes(route) ? /script-src 'self' 'sha256-[^' ]+'(;|$)/ : /script-src 'none'(;|$)/,
      );
    }
  });

  test('404.html runs one inline line, which logs the path, allowed by its hash alone', async ({ server, open }) => {
    const html = await (await fetch(server.url('/nulle-part'))).text();
    const inline = scriptTags(html).filter((s) => !isData(s));
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
    await page.locator('header a').filter({ hasText: content.site.brand }).click();
    await page.waitForURL(server.url('/'));
    expect(requested.includes('document'), 'the header link loads the home page').toBe(true);
    expect(errors).toEqual([]);
  });
});
