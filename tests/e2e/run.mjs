// Serves the built site like a static host and runs the end-to-end tests against it in Chromium.
// Usage: npm run build && npm run test:e2e [-- file.test.mjs ...]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const port = process.env.E2E_PORT ?? '4317';
const dir = process.env.E2E_DIR ?? 'build/client';
if (!fs.existsSync(path.join(dir, 'index.html'))) {
  console.error(`No built site in ${dir}: run npm run build first.`);
  process.exit(1);
}
const server = spawn(process.execPath, ['scripts/serve.mjs', '--port', port, '--dir', dir], { stdio: ['ignore', 'pipe', 'inherit'] });
await new Promise((resolve) => server.stdout.once('data', resolve));

const files = process.argv.slice(2).length
  ? process.argv.slice(2)
  : fs
      .readdirSync('tests/e2e')
      .filter((f) => f.endsWith('.test.mjs') && !f.startsWith('subpath'))
      .map((f) => path.join('tests/e2e', f));
const tests = spawn(process.execPath, ['--test', '--test-concurrency=1', ...files], {
  stdio: 'inherit',
  env: { ...process.env, E2E_ORIGIN: `http://127.0.0.1:${port}` },
});
const code = await new Promise((resolve) => tests.on('exit', resolve));
server.kill();
process.exit(code ?? 1);
