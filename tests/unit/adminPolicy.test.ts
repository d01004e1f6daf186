// @vitest-environment node
// The content editor's login and policy: the scope it asks GitHub for, the same policy in its <meta> and in _headers.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { describe, expect, test } from 'vitest';
import { parseHeadersFile, patternMatches } from '../../tooling/build/headers-rules';
import { cmsConfig } from '../../tooling/cms/config';
import { ADMIN_HEADER_POLICY, ADMIN_POLICY, authScope, repoProblem, shipsEditor } from '../../tooling/cms/policy';

const blocks = parseHeadersFile(fs.readFileSync('public/_headers', 'utf8'));
/** The headers _headers gives one address, each block that matches adding its own (as hosts do). */
const headersOf = (address: string) => blocks.filter((block) => patternMatches(block.pattern, address)).flatMap((block) => block.headers);

describe('the editor’s GitHub login', () => {
  test('asks for public_repo unless the deployer says repo (a private repository); anything else fails the build', () => {
    expect(authScope(undefined)).toBe('public_repo');
    expect(authScope('')).toBe('public_repo');
    expect(authScope('repo')).toBe('repo');
    expect(() => authScope('admin:org')).toThrow(/CMS_GITHUB_AUTH_SCOPE="admin:org": write public_repo .* or repo/);
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
