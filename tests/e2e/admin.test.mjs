// The built content editor at /admin/: French, never indexed, under its own policy, and apart from the site.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { ADMIN_POLICY } from '../../tooling/cms/policy.ts';
import { ROUTES, browserSession, url } from './helpers.mjs';

const CLIENT = process.env.E2E_DIR ?? 'build/client';

describe('content editor', () => {
  let session;
  before(async () => {
    session = await browserSession();
  });
  after(() => session.close());

  test('/admin/ shows Decap in French, without breaking its Content-Security-Policy', async () => {
    const page = await session.context.newPage();
    const errors = [];
    page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    const violations = [];
    await page.exposeFunction('reportViolation', (v) => violations.push(v));
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (e) => window.reportViolation(`${e.violatedDirective} ${e.blockedURI}`)),
    );
    const response = await page.goto(url('/admin/'), { timeout: 120_000 });
    await page.getByRole('button', { name: 'Se connecter avec GitHub' }).waitFor({ timeout: 60_000 });
    const headers = response.headers();
    assert.match(headers['content-security-policy'], /script-src 'self' 'unsafe-eval';/);
    assert.match(headers['content-security-policy'], /frame-ancestors 'none'/);
    // The GitHub login window must be able to hand its token back to the editor.
    assert.equal(headers['cross-origin-opener-policy'], 'same-origin-allow-popups');
    assert.match(headers['x-robots-tag'], /noindex/);
    assert.equal(await page.locator('meta[name="robots"]').getAttribute('content'), 'noindex, nofollow');
    assert.equal(await page.locator('html').getAttribute('lang'), 'fr');
    assert.deepEqual(violations, []);
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('the built editor carries its own policy in a <meta>, and _headers covers every address under /admin/', async () => {
    const html = fs.readFileSync(path.join(CLIENT, 'admin/index.html'), 'utf8');
    const meta = html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]+)"/)?.[1];
    assert.equal(meta, ADMIN_POLICY);
    assert.ok(html.indexOf('<meta charset') < html.indexOf('http-equiv="Content-Security-Policy"'), 'after the charset');
    assert.match(
      fs.readFileSync(path.join(CLIENT, '_headers'), 'utf8'),
      /^\/admin\/\*\n(?: {2}.+\n)* {2}Content-Security-Policy: .*frame-ancestors 'none'/m,
    );
  });

  test('the GitHub login asks for public_repo, not repo', async () => {
    const page = await session.context.newPage();
    await page.goto(url('/admin/'), { timeout: 120_000 });
    const login = page.getByRole('button', { name: 'Se connecter avec GitHub' });
    await login.waitFor({ timeout: 60_000 });
    // The login window opens the OAuth provider's address (which cannot load here): its query says what is asked.
    const asked = session.context.waitForEvent('request', { predicate: (request) => /[?&]provider=github/.test(request.url()) });
    const [popup] = await Promise.all([page.waitForEvent('popup'), login.click()]);
    const auth = new URL((await asked).url());
    assert.equal(auth.searchParams.get('provider'), 'github');
    assert.equal(auth.searchParams.get('scope'), 'public_repo');
    await popup.close();
    await page.close();
  });

  test('no site page loads the editor, and the sitemap does not list it', async () => {
    const sitemap = await (await fetch(url('/sitemap.xml'))).text();
    assert.doesNotMatch(sitemap, /admin/);
    const adminAssets = new Set(fs.readdirSync(path.join(CLIENT, 'admin/assets')));
    assert.ok(adminAssets.size > 0, 'the build wrote the editor');
    for (const route of ROUTES) {
      const html = await (await fetch(url(route))).text();
      assert.doesNotMatch(html, /admin\/|decap/i, route);
    }
    for (const file of fs.readdirSync(path.join(CLIENT, 'assets'))) {
      if (file.endsWith('.js')) assert.doesNotMatch(fs.readFileSync(path.join(CLIENT, 'assets', file), 'utf8'), /decap-cms/, file);
    }
  });
});
