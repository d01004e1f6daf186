// Tests follow the content: in a copy of the project, a marketer adds a trade with npm run new:trade, copies avocat.md
// into a new locked trade, rewrites a few texts and changes the phone, e-mail and brand of the settings; the copy
// builds, no page keeps an old setting, and every test that reads the content passes there unchanged. Project
// `scaffold` (npm run test:scaffold), run alone after the other end-to-end projects: the copy's unit tests and browser
// tests then have the machine to themselves, one after the other, so that no timeout of theirs (vitest's 60 s to start
// a worker above all) depends on what else the machine is doing.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { dialNumber } from '../../schema/phone.ts';
import { legalPath, tradePath } from '../../src/paths.ts';
import { addClickHandler, expectClickHandled } from './clickHandler.ts';
import { hydrated } from './browser.ts';
import { serveSite } from './hosts.ts';
import { content } from './site.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SKIP = new Set(['node_modules', '.git', '.react-router', '.contentlayer', '.data', '.wrangler', 'test-results']);
const skipped = (entry: string) => SKIP.has(entry) || entry === 'build' || entry.startsWith('build-');

/** The end-to-end files that read the rewritten content; the rest do not depend on it. */
const CONTENT_E2E = ['routes', 'landing', 'request', 'trades', 'seo', 'hosting'].map((name) => `tests/e2e/${name}.spec.ts`);
/**
 * The unit and component tests that read the content: by the project's rule, through the generated content
 * (the src/content accessors) or through a copy of content/ (tests/contentCopy.ts). vitest finds them by their imports;
 * the others cannot see a content edit.
 */
const CONTENT_READERS = ['.contentlayer/generated/index.mjs', 'tests/contentCopy.ts'];

/** A new trade copied from avocat.md, as a marketer would: another name, locked like the original. */
const COPIED = { slug: 'huissier', name: 'Huissier', from: 'avocat' };

const EDITS: [file: string, pattern: RegExp, text: string][] = [
  ['pages/landing.yaml', /^( {4}headline: ).*$/m, 'Un site qui vous ressemble, en ligne et visible sous {previewDelay}'],
  ['pages/landing.yaml', /^( {4}features:\n {6}- icon: [\w-]+\n {8}title: ).*$/m, 'Un site parfait sur mobile comme sur ordinateur'],
  ['pages/demande.yaml', /^( {2}success:\n {4}title: ).*$/m, 'Merci, votre demande est bien partie !'],
  [
    'pages/demande.yaml',
    /^( {2}success:\n {4}title: .*\n {4}message: ).*$/m,
    'Votre site de démonstration arrive sous {successDelay} dans votre boîte mail.',
  ],
  ['pages/not-found.yaml', /^(heading: ).*$/m, 'Cette page est introuvable'],
  ['site.yaml', /^(sampleBanner:\n {2}text: ).*$/m, "Vous visitez un site de démonstration conçu par l'équipe de {brand}."],
];

/** One setting, every page (issue 49): a new phone, e-mail and brand in site.yaml, and no built page keeps the old. */
const SETTINGS = { phone: '09 87 65 43 21', email: 'bonjour@nouvelle-adresse.fr', brand: 'Maison Exemplaire' };
for (const [name, value] of Object.entries(SETTINGS)) EDITS.push(['site.yaml', new RegExp(`^(${name}: ).*$`, 'm'), value]);

/** Every page the build wrote (the editor's own page aside), as paths under build/client. */
const builtPages = (root: string): string[] =>
  fs.readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html') && !file.startsWith('admin'));

test.describe.configure({ mode: 'serial' });

let dir = '';
test.beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scaffold-'));
});
test.afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The environment of a command run in the copy: none of this run's own (Playwright's worker, a preview build). */
function copyEnv(env: Record<string, string> = {}) {
  const outer = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(TEST_WORKER_INDEX|TEST_PARALLEL_INDEX|PW_|PLAYWRIGHT_)/.test(name)),
  );
  return { ...outer, PWD: dir, BASE_PATH: '', PREVIEW: '', NO_COLOR: '1', FORCE_COLOR: '0', ...env };
}

function run(cmd: string, args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(cmd, args, { cwd: dir, encoding: 'utf8', env: copyEnv(env) });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** `run`, without blocking the worker: resolves to the same { status, output } once the command ends. */
function runAsync(cmd: string, args: string[], env: Record<string, string> = {}) {
  const child = spawn(cmd, args, { cwd: dir, env: copyEnv(env) });
  const output: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise<{ status: number | null; output: string }>((resolve) =>
    child.on('close', (status) => resolve({ status, output: Buffer.concat(output).toString() })),
  );
}

/** Rewrites one text of a content file in the copy, as a marketer would; fails if the text is not where expected. */
function rewrite(file: string, pattern: RegExp, text: string) {
  const target = path.join(dir, 'content', file);
  const before = fs.readFileSync(target, 'utf8');
  expect(before, `${file} has ${pattern}`).toMatch(pattern);
  fs.writeFileSync(
    target,
    before.replace(pattern, (_, key: string) => `${key}${JSON.stringify(text)}`),
  );
}

/**
 * Copies a trade file into a new one, its name replaced in every text (Avocat → Huissier, avocat → huissier); its
 * images and links stay those of the original.
 */
function copyTrade({ slug, name, from }: typeof COPIED) {
  const source = fs.readFileSync(path.join(dir, 'content/trades', `${from}.md`), 'utf8');
  const renamed = (line: string) =>
    /^\s*(- )?(image|url|href):/.test(line)
      ? line
      : line.replace(new RegExp(from, 'gi'), (word) => (word[0] === word[0]?.toUpperCase() ? name : slug));
  const copy = source.split('\n').map(renamed).join('\n');
  expect(copy).toMatch(/^locked: true$/m);
  fs.writeFileSync(path.join(dir, 'content/trades', `${slug}.md`), copy);
}

test('npm run new:trade adds a page, its footer link and its sitemap entry with no code change; a new phone, e-mail and brand reach every page', () => {
  test.setTimeout(600_000);
  for (const entry of fs.readdirSync(ROOT))
    if (!skipped(entry)) fs.cpSync(path.join(ROOT, entry), path.join(dir, entry), { recursive: true });
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));

  const refused = run(process.execPath, ['tooling/make/new-trade.ts', 'avocat', 'Avocat']);
  expect(refused.status).toBe(1);
  expect(refused.output).toMatch(/existe déjà/);
  expect(run(process.execPath, ['tooling/make/new-trade.ts', 'Plom bier', 'Plombier']).status).toBe(1);

  const created = run(process.execPath, ['tooling/make/new-trade.ts', 'plombier', 'Plombier']);
  expect(created.status, created.output).toBe(0);
  copyTrade(COPIED);
  for (const [file, pattern, text] of EDITS) rewrite(file, pattern, text); // built once with the trades, tested below
  addClickHandler(dir); // and a developer's change to an island's code, tested last
  const build = run('npm', ['run', 'build']);
  expect(build.status, build.output.slice(-4000)).toBe(0);

  const address = tradePath('plombier');
  const page = fs.readFileSync(path.join(dir, 'build/client', address, 'index.html'), 'utf8');
  expect(page).toMatch(/<h1[^>]*>Site Internet pour Plombier<\/h1>/);
  const home = fs.readFileSync(path.join(dir, 'build/client/index.html'), 'utf8');
  expect(home).toMatch(new RegExp(`<a[^>]+href="${address}"[^>]*>Plombier</a>`));
  const sitemap = fs.readFileSync(path.join(dir, 'build/client/sitemap.xml'), 'utf8');
  expect(sitemap.includes(`${address}</loc>`), 'the sitemap lists it').toBe(true);
  expect(sitemap.includes(`${tradePath(COPIED.slug)}</loc>`), 'the sitemap lists the copied trade').toBe(true);

  // The old phone however it is spaced or prefixed (its last nine digits, the page read without separators), the old
  // e-mail and brand: on no page; every call link of the legal pages calls the new number.
  const old = content.site;
  const oldDigits = dialNumber(old.phone).slice(-9);
  const newCall = `href="tel:${dialNumber(SETTINGS.phone)}"`;
  const built = path.join(dir, 'build/client');
  const pages = builtPages(built);
  expect(pages.length).toBeGreaterThan(content.allLegals.length);
  for (const file of pages) {
    const html = fs.readFileSync(path.join(built, file), 'utf8');
    expect(html.replace(/[\s.-]/g, '').includes(oldDigits), `${file} shows the old phone ${old.phone}`).toBe(false);
    expect(html.toLowerCase().includes(old.email.toLowerCase()), `${file} shows the old e-mail ${old.email}`).toBe(false);
    expect(html.includes(old.brand), `${file} shows the old brand ${old.brand}`).toBe(false);
  }
  for (const legal of content.allLegals) {
    const html = fs.readFileSync(path.join(built, legalPath(legal.slug), 'index.html'), 'utf8');
    expect(html.includes(newCall), `${legalPath(legal.slug)} calls ${SETTINGS.phone}`).toBe(true);
  }
});

test('after ordinary content edits (two new trades, one of them locked, a rewritten headline, toast and other texts, new settings) every test that reads the content still passes, none edited', async () => {
  test.setTimeout(1_200_000);
  const home = fs.readFileSync(path.join(dir, 'build/client/index.html'), 'utf8');
  expect(home.includes('Un site qui vous ressemble, en ligne et visible sous'), 'the copy was built with the rewritten headline').toBe(
    true,
  );

  const unit = await runAsync('npx', ['vitest', 'related', ...CONTENT_READERS, '--run']);
  expect(unit.status, unit.output.slice(-4000)).toBe(0);
  // Every component test renders content: all of them must be among those that ran.
  const ran = new Set([...unit.output.matchAll(/(tests\/\S+\.test\.tsx?)/g)].map((m) => m[1]));
  for (const file of fs.readdirSync(path.join(ROOT, 'tests/components')).filter((f) => f.includes('.test.')))
    expect(ran.has(`tests/components/${file}`), `${file} ran`).toBe(true);

  const report = path.join(dir, 'test-results/content-e2e.json');
  const e2e = await runAsync('npx', ['playwright', 'test', '--project=production', '--no-deps', '--reporter=line,json', ...CONTENT_E2E], {
    PLAYWRIGHT_JSON_OUTPUT_FILE: report,
  });
  expect(e2e.status, e2e.output.slice(-6000)).toBe(0);
  // Each file ran tests, and every one passed: a file that runs none passes as well.
  type Suite = { file: string; suites?: Suite[]; specs?: { tests: { status: string }[] }[] };
  const { suites } = JSON.parse(fs.readFileSync(report, 'utf8')) as { suites: Suite[] };
  const statuses = (suite: Suite): string[] => [
    ...(suite.specs ?? []).flatMap((spec) => spec.tests.map((t) => t.status)),
    ...(suite.suites ?? []).flatMap(statuses),
  ];
  const byFile = Object.fromEntries(
    suites.map((suite) => [path.posix.join('tests/e2e', path.posix.basename(suite.file)), statuses(suite)]),
  );
  expect(Object.keys(byFile).sort()).toEqual([...CONTENT_E2E].sort());
  for (const [file, outcomes] of Object.entries(byFile)) {
    expect(outcomes.length, `${file} ran tests`).toBeGreaterThan(0);
    expect(
      outcomes.filter((status) => status !== 'expected' && status !== 'flaky'),
      file,
    ).toEqual([]);
  }
});

test('an onClick a developer added to the carousel’s component works on the built page, as it does in npm run dev', async ({ browser }) => {
  const trade = content.allTrades.find((entry) => !entry.locked);
  if (!trade) throw new Error('every trade is locked: no carousel to try');
  const served = await serveSite({ dir: path.join(dir, 'build/client'), base: '/', host: 'github-pages', preview: false });
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  try {
    await page.goto(`${served.origin}${tradePath(trade.slug)}`);
    await hydrated(page);
    await expectClickHandled(page);
  } finally {
    await page.close();
    await served.stop();
  }
});
