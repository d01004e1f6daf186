// The built content editor at /admin/: French, never indexed, under its own policy, and apart from the site.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { TEXTS } from '../../src/admin/texts.ts';
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

  test.describe('framed by another site', () => {
    /**
     * A page of another site that frames `url`: served from another origin of this machine (a page the test would
     * answer by itself, on a made-up public name, could not frame a local address in Chromium). The frame, once loaded.
     */
    async function framedBy(page: Page, url: string) {
      const attacker = http.createServer((_req, res) =>
        res
          .writeHead(200, { 'Content-Type': 'text/html' })
          .end(`<!doctype html><title>Piège</title><iframe src="${url}" width="900" height="700"></iframe>`),
      );
      await new Promise<void>((resolve) => attacker.listen(0, 'localhost', resolve));
      try {
        await page.goto(`http://localhost:${(attacker.address() as AddressInfo).port}/`);
        // Long enough for the editor to have drawn its login, had it started.
        await page.waitForTimeout(3000);
      } finally {
        attacker.closeAllConnections();
        attacker.close();
      }
      return page.frameLocator('iframe');
    }

    test('on the host, /admin/ in another site’s frame does not run', async ({ server, newTab }) => {
      const page = await newTab();
      const frame = await framedBy(page, server.url('/admin/'));
      await expect(frame.getByRole('button', { name: 'Se connecter avec GitHub' })).toHaveCount(0);
    });

    test('on a host that sends no headers (GitHub Pages), /admin/ in a frame refuses to run and says why in French', async ({
      server,
      newTab,
    }) => {
      // The built files as they are, without a single header: what GitHub Pages sends of _headers.
      const dir = server.options.dir;
      const headerless = http.createServer((req, res) => {
        const address = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname).replace(server.base, '/');
        let file = path.join(dir, address);
        if (!file.startsWith(dir)) return void res.writeHead(404).end();
        if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, 'index.html');
        if (!fs.existsSync(file)) return void res.writeHead(404).end();
        const type = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json' }[
          path.extname(file)
        ];
        res.writeHead(200, type ? { 'Content-Type': type } : {});
        fs.createReadStream(file).pipe(res);
      });
      await new Promise<void>((resolve) => headerless.listen(0, '127.0.0.1', resolve));
      try {
        const origin = `http://127.0.0.1:${(headerless.address() as AddressInfo).port}`;
        const adminUrl = `${origin}${server.base}admin/`;
        const alone = await newTab();
        await alone.goto(adminUrl);
        // Served this way, on its own, the editor runs.
        await expect(alone.getByRole('button', { name: 'Se connecter avec GitHub' })).toBeVisible({ timeout: 60_000 });
        const page = await newTab();
        const frame = await framedBy(page, adminUrl);
        await expect(frame.getByRole('heading', { name: TEXTS.framedTitle })).toBeVisible();
        await expect(frame.getByText(TEXTS.framed)).toBeVisible();
        await expect(frame.getByRole('button', { name: 'Se connecter avec GitHub' })).toHaveCount(0);
      } finally {
        // The editor's tab keeps its connections open: they are closed, or close() would wait for them.
        headerless.closeAllConnections();
        await new Promise((resolve) => headerless.close(resolve));
      }
    });
  });
});
