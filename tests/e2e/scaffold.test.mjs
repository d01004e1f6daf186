import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import net from 'node:net';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { tradePath } from '../../src/paths.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SKIP = new Set(['node_modules', 'build', '.git', '.react-router', '.contentlayer', '.data', 'test-results']);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scaffold-'));
after(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The environment of a command run in the copy. */
function copyEnv(env) {
  const outer = { ...process.env };
  delete outer.E2E_DIR; // the copy tests its own build
  return { ...outer, PWD: dir, BASE_PATH: '', PREVIEW: '', ...env };
}

function run(cmd, args, env = {}) {
  const result = spawnSync(cmd, args, { cwd: dir, encoding: 'utf8', env: copyEnv(env) });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** `run`, without blocking: resolves to the same { status, output } once the command ends. */
function runAsync(cmd, args, env = {}) {
  const child = spawn(cmd, args, { cwd: dir, env: copyEnv(env) });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => child.on('close', (status) => resolve({ status, output: Buffer.concat(output).toString() })));
}

/** Rewrites one text of a content file in the copy, as a marketer would; fails if the text is not where expected. */
function rewrite(file, pattern, text) {
  const target = path.join(dir, 'content', file);
  const before = fs.readFileSync(target, 'utf8');
  assert.match(before, pattern, `${file} has ${pattern}`);
  fs.writeFileSync(
    target,
    before.replace(pattern, (_, key) => `${key}${JSON.stringify(text)}`),
  );
}

const EDITS = [
  ['pages/landing.yaml', /^( {4}headline: ).*$/m, 'Un site qui vous ressemble, en ligne et visible sous {previewDelay}'],
  ['pages/landing.yaml', /^( {4}features:\n {6}- icon: [\w-]+\n {8}title: ).*$/m, 'Un site parfait sur mobile comme sur ordinateur'],
  ['pages/demande.yaml', /^( {2}success:\n {4}title: ).*$/m, 'Merci, votre demande est bien partie !'],
  [
    'pages/demande.yaml',
    /^( {2}success:\n {4}title: .*\n {4}message: ).*$/m,
    'Votre site de démonstration arrive sous {successDelay} dans votre boîte mail.',
  ],
  ['pages/not-found.yaml', /^(heading: ).*$/m, 'Cette page est introuvable'],
  ['site.yaml', /^(sampleBanner:\n {2}text: ).*$/m, "Vous visitez un site de démonstration conçu par l'équipe d'Atelier Vitrine."],
];
const rewriteTexts = () => EDITS.forEach(([file, pattern, text]) => rewrite(file, pattern, text));

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(String(port)));
    });
  });

/** The end-to-end files that read the rewritten content; the rest do not depend on it. */
const CONTENT_E2E = ['routes', 'landing', 'request', 'trades', 'seo'].map((name) => `tests/e2e/${name}.test.mjs`);

test('npm run new:trade adds a page, its footer link and its sitemap entry with no code change', () => {
  for (const entry of fs.readdirSync(ROOT))
    if (!SKIP.has(entry)) fs.cpSync(path.join(ROOT, entry), path.join(dir, entry), { recursive: true });
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));

  const refused = run(process.execPath, ['tooling/make/new-trade.ts', 'avocat', 'Avocat']);
  assert.equal(refused.status, 1);
  assert.match(refused.output, /existe déjà/);
  assert.equal(run(process.execPath, ['tooling/make/new-trade.ts', 'Plom bier', 'Plombier']).status, 1);

  const created = run(process.execPath, ['tooling/make/new-trade.ts', 'plombier', 'Plombier']);
  assert.equal(created.status, 0, created.output);
  rewriteTexts(); // built once with the trade, tested below
  const build = run('npm', ['run', 'build']);
  assert.equal(build.status, 0, build.output);

  const address = tradePath('plombier');
  const page = fs.readFileSync(path.join(dir, 'build/client', address, 'index.html'), 'utf8');
  assert.match(page, /<h1[^>]*>Site Internet pour Plombier<\/h1>/);
  const home = fs.readFileSync(path.join(dir, 'build/client/index.html'), 'utf8');
  assert.match(home, new RegExp(`<a[^>]+href="${address}"[^>]*>Plombier</a>`));
  assert.ok(fs.readFileSync(path.join(dir, 'build/client/sitemap.xml'), 'utf8').includes(`${address}</loc>`), 'the sitemap lists it');
});

/**
 * The unit and component tests that read the content: by the project's rule, through the generated content
 * (the src/content accessors) or through a copy of content/ (tests/contentCopy.ts). vitest finds them by their imports;
 * the others cannot see a content edit.
 */
const CONTENT_READERS = ['.contentlayer/generated/index.mjs', 'tests/contentCopy.ts'];

test('after ordinary content edits (the trade above, a rewritten headline, toast and other texts) every test that reads the content still passes, none edited', async () => {
  const home = fs.readFileSync(path.join(dir, 'build/client/index.html'), 'utf8');
  assert.ok(home.includes('Un site qui vous ressemble, en ligne et visible sous'), 'the copy was built with the rewritten headline');
  // Both at once: the unit tests mostly compute while the end-to-end files mostly wait on the browser.
  const [unit, e2e] = await Promise.all([
    runAsync('npx', ['vitest', 'related', ...CONTENT_READERS, '--run'], { NO_COLOR: '1' }),
    runAsync(process.execPath, ['tests/e2e/run.mjs', ...CONTENT_E2E], { E2E_PORT: await freePort() }),
  ]);
  assert.equal(unit.status, 0, unit.output.slice(-4000));
  // Every component test renders content: all of them must be among those that ran.
  const ran = new Set([...unit.output.matchAll(/(tests\/\S+\.test\.tsx?)/g)].map((m) => m[1]));
  for (const file of fs.readdirSync(path.join(ROOT, 'tests/components')).filter((f) => f.includes('.test.')))
    assert.ok(ran.has(`tests/components/${file}`), `${file} ran`);
  assert.equal(e2e.status, 0, e2e.output.slice(-6000));
  // Each file ran tests: a file that runs none exits 0 as well.
  const files = e2e.output.split(/\n(?=── )/).slice(1);
  assert.deepEqual(files.map((block) => block.match(/^── (\S+)/)?.[1]).sort(), [...CONTENT_E2E].sort());
  for (const block of files) assert.match(block, /^ℹ pass [1-9]\d*$/m, block.slice(0, 300));
});
