import { describe, expect, test } from 'vitest';
import { buildDirectory, deployContext, siteUrl } from '~/deploy';

// The variables each host sets in its builds (their documentation), one context each.
const NETLIFY = { NETLIFY: 'true', URL: 'https://atelier.netlify.app' };
const CLOUDFLARE = { CF_PAGES: '1', CF_PAGES_URL: 'https://4d1c2b.atelier.pages.dev' };
const GITHUB = { GITHUB_ACTIONS: 'true' };

describe('deployContext', () => {
  test.each([
    [
      'a Netlify deploy preview',
      { ...NETLIFY, CONTEXT: 'deploy-preview', DEPLOY_PRIME_URL: 'https://deploy-preview-7--atelier.netlify.app' },
    ],
    ['a Netlify branch deploy', { ...NETLIFY, CONTEXT: 'branch-deploy', DEPLOY_PRIME_URL: 'https://essai--atelier.netlify.app' }],
    ['a Netlify local build (netlify dev)', { ...NETLIFY, CONTEXT: 'dev' }],
    ['a Cloudflare Pages branch build', { ...CLOUDFLARE, CF_PAGES_BRANCH: 'essai' }],
    [
      'a Cloudflare Pages build of main when production is another branch',
      { ...CLOUDFLARE, CF_PAGES_BRANCH: 'main', PRODUCTION_BRANCH: 'production' },
    ],
    ['a GitHub Actions pull request build', { ...GITHUB, GITHUB_EVENT_NAME: 'pull_request' }],
    ['a GitHub Actions pull_request_target build', { ...GITHUB, GITHUB_EVENT_NAME: 'pull_request_target' }],
    ['a build under a sub-path', { BASE_PATH: '/atelier/pr-preview/pr-7/' }],
    ['a production build forced to preview', { ...NETLIFY, CONTEXT: 'production', PREVIEW: '1' }],
  ])('%s is a preview', (_name, env) => {
    expect(deployContext(env).preview).toBe(true);
  });

  test.each([
    ['a Netlify production build', { ...NETLIFY, CONTEXT: 'production' }],
    ['a Cloudflare Pages build of main', { ...CLOUDFLARE, CF_PAGES_BRANCH: 'main' }],
    [
      'a Cloudflare Pages build of the production branch set by PRODUCTION_BRANCH',
      { ...CLOUDFLARE, CF_PAGES_BRANCH: 'production', PRODUCTION_BRANCH: 'production' },
    ],
    ['a GitHub Actions push to main', { ...GITHUB, GITHUB_EVENT_NAME: 'push' }],
    ['a build on this machine', {}],
    ['a project site under a sub-path declared production', { ...GITHUB, GITHUB_EVENT_NAME: 'push', BASE_PATH: '/atelier/', PREVIEW: '0' }],
    ['a preview forced to production', { ...CLOUDFLARE, CF_PAGES_BRANCH: 'essai', PREVIEW: '0' }],
  ])('%s is indexable', (_name, env) => {
    expect(deployContext(env).preview).toBe(false);
  });

  test('names the host and the address the build is served at', () => {
    expect(deployContext({ ...NETLIFY, CONTEXT: 'deploy-preview', DEPLOY_PRIME_URL: 'https://p--a.netlify.app' })).toEqual({
      host: 'netlify',
      preview: true,
      deployUrl: 'https://p--a.netlify.app',
    });
    expect(deployContext({ ...NETLIFY, CONTEXT: 'production' }).deployUrl).toBe(NETLIFY.URL);
    expect(deployContext({ ...CLOUDFLARE, CF_PAGES_BRANCH: 'main' })).toMatchObject({
      host: 'cloudflare-pages',
      deployUrl: CLOUDFLARE.CF_PAGES_URL,
    });
    expect(deployContext({ ...GITHUB, GITHUB_EVENT_NAME: 'push' }).host).toBe('github-actions');
    expect(deployContext({}).host).toBe('local');
  });
});

describe('siteUrl', () => {
  test('is the content address, or SITE_URL, without a trailing slash', () => {
    expect(siteUrl('https://exemple.fr/', {})).toBe('https://exemple.fr');
    expect(siteUrl('https://exemple.fr', { SITE_URL: 'https://www.autre.fr/' })).toBe('https://www.autre.fr');
  });

  test('stays the production address on a preview', () => {
    const env = { ...NETLIFY, CONTEXT: 'deploy-preview', DEPLOY_PRIME_URL: 'https://p--a.netlify.app' };
    expect(siteUrl('https://exemple.fr', env)).toBe('https://exemple.fr');
  });
});

describe('buildDirectory', () => {
  test('is build, or BUILD_DIR when set (the tests build beside it)', () => {
    expect(buildDirectory({})).toBe('build');
    expect(buildDirectory({ BUILD_DIR: 'build-preview' })).toBe('build-preview');
  });
});
