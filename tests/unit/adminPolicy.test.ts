// @vitest-environment node
// The content editor's login and policy: the scope it asks GitHub for, the same policy in its <meta> and in _headers.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { describe, expect, test } from 'vitest';
import { parseHeadersFile, patternMatches } from '../../tooling/build/headers-rules';
import { cmsConfig } from '../../tooling/cms/config';
import { cmsEnvironment } from '../../tooling/cms/plugin';
import { ADMIN_HEADER_POLICY, ADMIN_POLICY, authScope, loginSettingsProblems, repoProblem, shipsEditor } from '../../tooling/cms/policy';

const blocks = parseHeadersFile(fs.readFileSync('public/_headers', 'utf8'));
/** The headers _headers gives one address, each block that matches adding its own (as hosts do). */
const headersOf = (address: string) => blocks.filter((block) => patternMatches(block.pattern, address)).flatMap((block) => block.headers);

describe('the editor’s GitHub login', () => {
  test('asks for public_repo unless the deployer says repo (a private repository); anything else fails the build', () => {
    expect(authScope(undefined)).toBe('public_repo');
    expect(authScope('')).toBe('public_repo');
    expect(authScope('repo')).toBe('repo');
    expect(() => authScope('admin:org')).toThrow(/CMS_GITHUB_AUTH_SCOPE="admin:org" : écrivez public_repo .* ou repo/);
  });

  test('the configuration always names the scope, so Decap never falls back to repo on its own', () => {
    expect(cmsConfig({ command: 'build', siteUrl: 'https://exemple.fr' }).backend.auth_scope).toBe('public_repo');
    expect(cmsConfig({ command: 'build', siteUrl: 'https://exemple.fr', authScope: 'repo' }).backend.auth_scope).toBe('repo');
  });
});

describe('the editor’s policy', () => {
  test.each(['/admin/', '/admin/index.html', '/admin/assets/index-abc.js', '/admin/autre'])(
    '_headers sends the policy of tooling/cms/policy.ts, frame-ancestors included, on %s',
    (address) => {
      const policies = headersOf(address).filter(([name]) => name === 'Content-Security-Policy');
      expect(policies.map(([, value]) => value)).toContain(ADMIN_HEADER_POLICY);
      expect(headersOf(address)).toContainEqual(['Cross-Origin-Opener-Policy', 'same-origin-allow-popups']);
    },
  );

  test('the page itself stays uncached and its hashed files cached, never both', () => {
    const cache = (address: string) => headersOf(address).filter(([name]) => name === 'Cache-Control');
    expect(cache('/admin/')).toEqual([['Cache-Control', 'no-cache']]);
    expect(cache('/admin/index.html')).toEqual([['Cache-Control', 'no-cache']]);
    expect(cache('/admin/assets/index-abc.js')).toEqual([['Cache-Control', 'public, max-age=31536000, immutable']]);
  });

  test('the <meta> policy is the header one without frame-ancestors, which a <meta> cannot carry', () => {
    expect(ADMIN_HEADER_POLICY.startsWith(ADMIN_POLICY)).toBe(true);
    expect(ADMIN_POLICY).not.toContain('frame-ancestors');
    expect(fs.readFileSync('src/admin/index.html', 'utf8')).toMatch(
      /<meta charset="utf-8" \/>\s*<meta http-equiv="Content-Security-Policy"/,
    );
  });
});

describe('where the editor is served', () => {
  test('production builds ship it; no preview does, whatever the host', () => {
    expect(shipsEditor({})).toBe(true);
    expect(shipsEditor({ GITHUB_ACTIONS: 'true', GITHUB_EVENT_NAME: 'push' })).toBe(true);
    expect(shipsEditor({ NETLIFY: 'true', CONTEXT: 'production' })).toBe(true);
    for (const env of [
      { GITHUB_ACTIONS: 'true', GITHUB_EVENT_NAME: 'pull_request' },
      { NETLIFY: 'true', CONTEXT: 'deploy-preview' },
      { CF_PAGES: '1', CF_PAGES_BRANCH: 'cms/trades/avocat' },
      { BASE_PATH: '/site/pr-preview/pr-7/' },
      { PREVIEW: '1' },
    ])
      expect(shipsEditor(env), JSON.stringify(env)).toBe(false);
  });
});

describe('the editor’s repository', () => {
  const onHost = { CF_PAGES: '1', CF_PAGES_BRANCH: 'main' };

  test('a production build without one fails on a host and warns on a developer’s machine, in French', () => {
    expect(repoProblem(undefined, onHost)).toEqual({ fatal: true, message: expect.stringMatching(/Aucun dépôt GitHub.*CMS_GITHUB_REPO/) });
    expect(repoProblem('', {})).toEqual({ fatal: false, message: expect.stringMatching(/Aucun dépôt GitHub/) });
    expect(repoProblem('agence/site-vitrine', onHost)).toBeNull();
    expect(repoProblem('https://github.com/agence', {})?.fatal).toBe(true);
  });

  test('npm run build:admin on a host with no repository stops before building, saying why in French', () => {
    const env = Object.fromEntries(
      Object.entries(process.env).filter(
        ([name]) => !/^(CMS_GITHUB_REPO|GITHUB_REPOSITORY|REPOSITORY_URL|GITHUB_ACTIONS|NETLIFY)$/.test(name),
      ),
    );
    const result = spawnSync(process.execPath, ['tooling/cms/build.ts'], { env: { ...env, ...onHost }, encoding: 'utf8', timeout: 60_000 });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/L’éditeur n’est pas construit\. Aucun dépôt GitHub n’est donné à l’éditeur/);
  });
});

/** `npm run build:admin` for a production build on a host, with `settings` as the deployer's environment. */
function buildAdmin(settings: Record<string, string>) {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(CMS_|GITHUB_|REPOSITORY_URL|NETLIFY)/.test(name)));
  return spawnSync(process.execPath, ['tooling/cms/build.ts'], {
    env: { ...env, CF_PAGES: '1', CF_PAGES_BRANCH: 'main', CMS_GITHUB_REPO: 'agence/site-vitrine', ...settings },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

describe('the deploy settings are checked like content (issue 48)', () => {
  test('the repository is owner/name in GitHub’s characters, nothing that reaches another path', () => {
    for (const good of ['agence/site-vitrine', 'Agence-1/site.vitrine_2', `${'a'.repeat(39)}/x`, 'a/.github'])
      expect(repoProblem(good, {}), good).toBeNull();
    for (const bad of [
      '../x',
      'agence/..',
      'agence/.',
      'agence/x/y',
      '-agence/x',
      'agence-/x',
      'ag--ence/x',
      'a_b/x',
      `${'a'.repeat(40)}/x`,
      'agence/site vitrine',
      'agence/site?x=1',
      'agence/',
    ])
      expect(repoProblem(bad, {}), bad).toEqual({ fatal: true, message: expect.stringMatching(/n’est pas un dépôt GitHub/) });
  });

  test('the login service is an https:// address and nothing after it; the other login settings are plain', () => {
    expect(loginSettingsProblems({})).toEqual([]);
    expect(
      loginSettingsProblems({
        CMS_OAUTH_BASE_URL: 'https://connexion.exemple.fr',
        CMS_OAUTH_ENDPOINT: 'auth',
        CMS_GITHUB_BRANCH: 'contenu/main',
        CMS_SITE_DOMAIN: 'www.exemple.fr',
        CMS_GITHUB_AUTH_SCOPE: 'repo',
      }),
    ).toEqual([]);
    expect(loginSettingsProblems({ CMS_OAUTH_BASE_URL: 'https://connexion.exemple.fr:8443/' })).toEqual([]);
    for (const base of [
      'http://connexion.exemple.fr',
      'HTTP://connexion.exemple.fr',
      '//connexion.exemple.fr',
      'connexion.exemple.fr',
      'javascript:alert(1)',
      'https://moi:secret@connexion.exemple.fr',
      'https://connexion.exemple.fr/auth',
      'https://connexion.exemple.fr?x=1',
    ])
      expect(loginSettingsProblems({ CMS_OAUTH_BASE_URL: base }), base).toEqual([
        expect.stringMatching(/^CMS_OAUTH_BASE_URL=".*" : .* https:\/\//),
      ]);
    for (const [name, value] of [
      ['CMS_OAUTH_ENDPOINT', '../../autre'],
      ['CMS_OAUTH_ENDPOINT', 'auth?provider=x'],
      ['CMS_OAUTH_ENDPOINT', 'https://autre.exemple/auth'],
      ['CMS_GITHUB_BRANCH', '../main'],
      ['CMS_GITHUB_BRANCH', 'main?ref=x'],
      ['CMS_GITHUB_BRANCH', 'main.lock'],
      ['CMS_SITE_DOMAIN', 'https://www.exemple.fr'],
      ['CMS_SITE_DOMAIN', 'exemple.fr&site_id=autre'],
      ['CMS_GITHUB_AUTH_SCOPE', 'admin:org'],
    ] as const)
      expect(loginSettingsProblems({ [name]: value }), `${name}=${value}`).toEqual([expect.stringMatching(new RegExp(`^${name}="`))]);
  });

  test('an http:// login service is never written into the editor, in dev or at build', () => {
    expect(() => cmsEnvironment('build', 'https://exemple.fr', { CMS_OAUTH_BASE_URL: 'http://connexion.exemple.fr' })).toThrow(
      /CMS_OAUTH_BASE_URL="http:\/\/connexion\.exemple\.fr" : .*en clair/,
    );
    expect(() => cmsEnvironment('serve', 'http://127.0.0.1:5173', { CMS_OAUTH_BASE_URL: 'http://connexion.exemple.fr' })).toThrow();
    expect(cmsEnvironment('build', 'https://exemple.fr', { CMS_OAUTH_BASE_URL: 'https://connexion.exemple.fr' }).oauthBaseUrl).toBe(
      'https://connexion.exemple.fr',
    );
  });

  test.each([
    [{ CMS_OAUTH_BASE_URL: 'http://connexion.exemple.fr' }, /CMS_OAUTH_BASE_URL="http:\/\/connexion\.exemple\.fr" : .*en clair/],
    [{ CMS_GITHUB_REPO: '../x' }, /CMS_GITHUB_REPO="\.\.\/x" n’est pas un dépôt GitHub/],
  ])('npm run build:admin with %o stops before building, in French', (settings, message) => {
    const result = buildAdmin(settings);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/L’éditeur n’est pas construit\./);
    expect(result.stderr).toMatch(message);
  });
});
