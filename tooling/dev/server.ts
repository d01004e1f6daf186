// `npm run dev` after the content is generated: starts the site's dev server (and any other process listed in
// PROCESSES), prints their output but not the upstream warnings a marketer can do nothing about, and stops them
// all together.
import { spawn } from 'node:child_process';
import readline from 'node:readline';

const PROCESSES = [
  { name: 'site', command: 'react-router', args: ['dev'] },
  // The content editor's local backend: /admin/ on the dev server edits the working copy's files through it.
  { name: 'cms', command: process.execPath, args: ['tooling/cms/server.ts'] },
];

// Contract: docs/framework-contracts.md#dev-output-noise
/**
 * Warnings printed by packages, not by this project: postcss-preset-mantine parses without a file name, Vite
 * previews a loader change.
 */
const UPSTREAM_NOISE = [
  /A PostCSS plugin did not pass the `from` option/,
  /configLoader: 'native'|VITE_CONFIG_NATIVE_IGNORE_WARNING|^\s+- (JSON )?import .* Add /,
];

const children = PROCESSES.map(({ command, args }) => {
  const child = spawn(command, args, {
    stdio: ['inherit', 'pipe', 'pipe'],
    // Colours through the pipe, unless the terminal asks for none.
    env: process.env.NO_COLOR ? process.env : { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
  });
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const) {
    readline.createInterface({ input: stream }).on('line', (line) => {
      // eslint-disable-next-line no-control-regex
      const plain = line.replace(/\u001b\[[0-9;]*m/g, '');
      if (!UPSTREAM_NOISE.some((noise) => noise.test(plain))) out.write(`${line}\n`);
    });
  }
  return child;
});

const stopAll = () => children.forEach((child) => child.exitCode === null && child.kill('SIGTERM'));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, stopAll);
for (const child of children)
  child.on('exit', (code) => {
    stopAll();
    process.exitCode = code ?? 0;
  });
