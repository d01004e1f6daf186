// Serves the built site like a static host and runs the end-to-end tests against it in Chromium.
// Then, unless test files are named, builds the site again under a preview sub-path and tests that build too.
// Usage: npm run build && npm run test:e2e [-- tests/e2e/file.test.mjs ...]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const PREVIEW_BASE = '/preview/pr-7/';
const exit = (child) => new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));

async function suite({ dir, files, port, base = '/' }) {
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    console.error(`No built site in ${dir}: run npm run build first.`);
    return 1;
  }
  const env = { ...process.env, BASE_PATH: base };
  const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.mjs', '--port', port, '--dir', dir], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env,
  });
  await new Promise((resolve) => server.stdout.once('data', resolve));
  const tests = spawn(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', ...files], {
    stdio: 'inherit',
    env: { ...env, E2E_ORIGIN: `http://127.0.0.1:${port}`, E2E_BASE: base },
  });
  const code = await exit(tests);
  server.kill();
  return code;
}

const named = process.argv.slice(2);
const all = fs
  .readdirSync('tests/e2e')
  .filter((f) => f.endsWith('.test.mjs'))
  .map((f) => path.join('tests/e2e', f));
const main = (named.length ? named : all).filter((f) => !f.includes('subpath'));
const port = process.env.E2E_PORT ?? '4317';
let code = main.length ? await suite({ dir: process.env.E2E_DIR ?? 'build/client', files: main, port }) : 0;

if (!named.length || named.some((f) => f.includes('subpath'))) {
  const build = spawn('npx', ['react-router', 'build'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, BASE_PATH: PREVIEW_BASE, BUILD_DIR: 'build-preview' },
  });
  const built = await exit(build);
  if (built !== 0) code = built;
  else {
    const files = ['tests/e2e/subpath.test.mjs'];
    code ||= await suite({ dir: 'build-preview/client', files, port: String(Number(port) + 1), base: PREVIEW_BASE });
  }
}
process.exit(code);
