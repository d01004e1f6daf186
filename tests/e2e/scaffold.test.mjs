import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { tradePath } from '../../src/paths.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SKIP = new Set(['node_modules', 'build', '.git', '.react-router', '.contentlayer', '.data', 'test-results']);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scaffold-'));
after(() => fs.rmSync(dir, { recursive: true, force: true }));

function run(cmd, args) {
  const result = spawnSync(cmd, args, { cwd: dir, encoding: 'utf8', env: { ...process.env, PWD: dir, BASE_PATH: '', PREVIEW: '' } });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

test('npm run new:trade adds a page, its footer link and its sitemap entry with no code change', () => {
  for (const entry of fs.readdirSync(ROOT))
    if (!SKIP.has(entry)) fs.cpSync(path.join(ROOT, entry), path.join(dir, entry), { recursive: true });
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));

  const refused = run(process.execPath, ['--import', 'tsx', 'scripts/new-trade.mjs', 'avocat', 'Avocat']);
  assert.equal(refused.status, 1);
  assert.match(refused.output, /existe déjà/);
  assert.equal(run(process.execPath, ['--import', 'tsx', 'scripts/new-trade.mjs', 'Plom bier', 'Plombier']).status, 1);

  const created = run(process.execPath, ['--import', 'tsx', 'scripts/new-trade.mjs', 'plombier', 'Plombier']);
  assert.equal(created.status, 0, created.output);
  const build = run('npm', ['run', 'build']);
  assert.equal(build.status, 0, build.output);

  const address = tradePath('plombier');
  const page = fs.readFileSync(path.join(dir, 'build/client', address, 'index.html'), 'utf8');
  assert.match(page, /<h1[^>]*>Site Internet pour Plombier<\/h1>/);
  const home = fs.readFileSync(path.join(dir, 'build/client/index.html'), 'utf8');
  assert.match(home, new RegExp(`<a[^>]+href="${address}"[^>]*>Plombier</a>`));
  assert.ok(fs.readFileSync(path.join(dir, 'build/client/sitemap.xml'), 'utf8').includes(`${address}</loc>`), 'the sitemap lists it');
});
