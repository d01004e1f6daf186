// Serves the built site like a static host and runs the end-to-end tests against it in Chromium: each test
// file in a process of its own, with its own server on its own port and its own browser, several at a time.
// Unless test files are named, builds the site again under a preview sub-path meanwhile and tests that build too.
// Usage: npm run build && npm run test:e2e [-- tests/e2e/file.test.mjs ...]
// E2E_PORT (default 4317) and the ports above it are used: E2E_PORT + 1 for the preview build, then one per file.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const PREVIEW_BASE = '/preview/pr-7/';
const exit = (child) => new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
// Each file drives one Chromium, which often waits (timers, network): one more file than cores keeps them busy.
const CONCURRENCY = Number(process.env.E2E_CONCURRENCY ?? os.availableParallelism() + 1);

/** Runs one test file against its own server; its output is printed in one piece once it ends. */
async function runFile({ dir, file, port, base }) {
  // NODE_TEST_CONTEXT, set when this runner is itself started by a test (the scaffold test), would make each file
  // report to a parent that is not listening: it would then run nothing and exit 0.
  const env = { ...process.env, BASE_PATH: base };
  delete env.NODE_TEST_CONTEXT;
  const server = spawn(process.execPath, ['tooling/server/serve.ts', '--port', String(port), '--dir', dir], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env,
  });
  await new Promise((resolve) => server.stdout.once('data', resolve));
  const started = Date.now();
  const tests = spawn(process.execPath, ['--test', '--test-reporter=spec', file], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...env, E2E_ORIGIN: `http://127.0.0.1:${port}`, E2E_BASE: base },
  });
  const output = [];
  tests.stdout.on('data', (chunk) => output.push(chunk));
  tests.stderr.on('data', (chunk) => output.push(chunk));
  const code = await exit(tests);
  server.kill();
  const at = (time) => ((time - runStarted) / 1000).toFixed(1);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const span = `from ${at(started)} s to ${at(Date.now())} s`;
  process.stdout.write(`\n── ${file} (${base}, ${seconds} s, ${span}): ${code === 0 ? 'passed' : 'FAILED'}\n${Buffer.concat(output)}`);
  return code;
}

/** Runs the jobs `limit` at a time, each on the next free port; resolves to the first failing exit code, or 0. */
async function pool(jobs, limit, firstPort) {
  const free = Array.from({ length: limit }, (_, i) => firstPort + i);
  let code = 0;
  let next = 0;
  const worker = async () => {
    const port = free.shift();
    while (next < jobs.length) {
      const job = jobs[next++];
      const result = await job(port); // run every job even after a failure
      code ||= result;
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, jobs.length) }, worker));
  return code;
}

function previewBuild() {
  return exit(
    spawn('npx', ['react-router', 'build'], {
      stdio: ['ignore', 'ignore', 'inherit'],
      // A preview whatever the environment says (CI sets PREVIEW=0 for the main build).
      env: { ...process.env, BASE_PATH: PREVIEW_BASE, BUILD_DIR: 'build-preview', PREVIEW: '1' },
    }),
  );
}

const runStarted = Date.now();
const named = process.argv.slice(2);
const all = fs
  .readdirSync('tests/e2e')
  .filter((f) => f.endsWith('.test.mjs'))
  .map((f) => path.join('tests/e2e', f))
  // The scaffold test is the longest by far (it builds and tests a copy of the project): started last, it ran alone
  // for minutes at the end of the run.
  .sort((a, b) => Number(b.includes('scaffold')) - Number(a.includes('scaffold')));
const main = (named.length ? named : all).filter((f) => !f.includes('subpath'));
const port = Number(process.env.E2E_PORT ?? '4317');
const dir = process.env.E2E_DIR ?? 'build/client';
if (main.length && !fs.existsSync(path.join(dir, 'index.html'))) {
  console.error(`No built site in ${dir}: run npm run build first.`);
  process.exit(1);
}

const jobs = main.map((file) => (p) => runFile({ dir, file, port: p, base: '/' }));
if (!named.length || named.some((f) => f.includes('subpath'))) {
  // The preview build runs beside the first test files; its tests join the queue once it is built.
  const built = previewBuild();
  jobs.push(async (p) => {
    const code = await built;
    if (code !== 0) return code;
    return runFile({ dir: 'build-preview/client', file: 'tests/e2e/subpath.test.mjs', port: p, base: PREVIEW_BASE });
  });
}
const code = await pool(jobs, CONCURRENCY, port + 2);
console.log(`\nEnd-to-end tests: ${code === 0 ? 'passed' : 'FAILED'} in ${((Date.now() - runStarted) / 1000).toFixed(1)} s`);
process.exit(code);
