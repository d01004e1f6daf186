// The built content editor at /admin/: French, never indexed, under its own policy, and apart from the site.
import fs from 'node:fs';
import path from 'node:path';
import { ADMIN_POLICY } from '../../tooling/cms/policy.ts';
import { expect, test } from './fixtures.ts';
import { ROUTES } from './site.ts';

test.describe('content editor', () => {
  test('/admin/ shows Decap in French, without breaking its Content-Security-Policy', async ({ server, newTab }) => {
    const page = await newTab();
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const violations: string[] = [];
    await page.exposeFunction('reportViolation', (v: string) => violations.push(v));
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (e) =>
        (window as unknown as { reportViolation: (v: string) => void }).reportViolation(`${e.violatedDirective} ${e.blockedURI}`),
      ),
    );
    const response = await page.goto(server.url('/admin/'), { timeout: 120_000 });
    await page.getByRole('button', { name: 'Se connecter avec GitHub' }).waitFor({ timeout: 60_000 });
    const headers = response?.headers() ?? {};
    expect(headers['content-security-policy']).toMatch(/script-src 'self' 'unsafe-eval';/);
    expect(headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    // The GitHub login window must be able to hand its token back to the editor.
    expect(headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(headers['x-robots-tag']).toMatch(/noindex/);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('the built editor carries its own policy in a <meta>, and _headers covers every address under /admin/', ({ server }) => {
    const client = server.options.dir;
    const html = fs.readFileSync(path.join(client, 'admin/index.html'), 'utf8');
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1];
    expect(meta).toBe(ADMIN_POLICY);
    expect(html.indexOf('<meta charset') < html.indexOf('http-equiv="Content-Security-Policy"'), 'after the charset').toBe(true);
    expect(fs.readFileSync(path.join(client, '_headers'), 'utf8')).toMatch(
      /^\/admin\/\*\n(?: {2}.+\n)* {2}Content-Security-Policy: .*frame-ancestors 'none'/m,
    );
  });

  test('the GitHub login asks for public_repo, not repo', async ({ server, session, newTab }) => {
    const page = await newTab();
    await page.goto(server.url('/admin/'), { timeout: 120_000 });
    const login = page.getByRole('button', { name: 'Se connecter avec GitHub' });
    await login.waitFor({ timeout: 60_000 });
    // The login window opens the OAuth provider's address (which cannot load here): its query says what is asked.
    const asked = session.context.waitForEvent('request', { predicate: (request) => /[?&]provider=github/.test(request.url()) });
    const [popup] = await Promise.all([page.waitForEvent('popup'), login.click()]);
    const auth = new URL((await asked).url());
    expect(auth.searchParams.get('provider')).toBe('github');
    expect(auth.searchParams.get('scope')).toBe('public_repo');
    await popup.close();
  });

  test('no site page loads the editor, and the sitemap does not list it', async ({ server }) => {
    const client = server.options.dir;
    const sitemap = await (await fetch(server.url('/sitemap.xml'))).text();
    expect(sitemap).not.toMatch(/admin/);
    const adminAssets = new Set(fs.readdirSync(path.join(client, 'admin/assets')));
    expect(adminAssets.size, 'the build wrote the editor').toBeGreaterThan(0);
    for (const route of ROUTES) {
      const html = await (await fetch(server.url(route))).text();
      expect(html, route).not.toMatch(/admin\/|decap/i);
    }
    for (const file of fs.readdirSync(path.join(client, 'assets'))) {
      if (file.endsWith('.js')) expect(fs.readFileSync(path.join(client, 'assets', file), 'utf8'), file).not.toMatch(/decap-cms/);
    }
  });
});
