// `npm run dev` after the content is generated: starts the site's dev server and every other process listed in
// PROCESSES, with their output in this terminal, and stops them all together.
import { spawn } from 'node:child_process';

const PROCESSES = [
  { name: 'site', command: 'react-router', args: ['dev'] },
  // The content editor's local backend: /admin/ on the dev server edits the working copy's files through it.
  { name: 'cms', command: process.execPath, args: ['tooling/cms/server.ts'] },
];

const children = PROCESSES.map(({ command, args }) => spawn(command, args, { stdio: 'inherit' }));

const stopAll = () => children.forEach((child) => child.exitCode === null && child.kill('SIGTERM'));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, stopAll);
for (const child of children)
  child.on('exit', (code) => {
    stopAll();
    process.exitCode = code ?? 0;
  });
