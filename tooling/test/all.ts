// `npm test`: every part of the test suite, each after the one whose output it tests, and how long each took.
// A group's parts run side by side, their output printed whole once each ends: the type check and the lint (one core
// each), and last the scaffold proof and the dev server's tests, which each left a core idle half of the time (94 %
// of both cores busy side by side, 36 s less than one after the other; docs/performance.md). The other parts take
// both cores each and run alone (docs/testing.md).
import { spawn } from 'node:child_process';

/** The parts in order; a group's parts run side by side. Each is a script of package.json. */
const PARTS: string[][] = [['typecheck', 'lint'], ['test:unit'], ['build'], ['test:e2e'], ['test:editor'], ['test:scaffold', 'test:dev']];

type Outcome = { part: string; code: number; seconds: number };

/** Runs `npm run <part>`; its output goes straight through when it runs alone, or is printed whole when it ends. */
function run(part: string, alone: boolean): Promise<Outcome> {
  const started = performance.now();
  const child = spawn('npm', ['run', part], { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) =>
    child.on('close', (code) => {
      if (!alone) process.stdout.write(Buffer.concat(output));
      resolve({ part, code: code ?? 1, seconds: (performance.now() - started) / 1000 });
    }),
  );
}

const outcomes: Outcome[] = [];
const began = performance.now();
for (const group of PARTS) {
  const done = await Promise.all(group.map((part) => run(part, group.length === 1)));
  outcomes.push(...done);
  if (done.some(({ code }) => code !== 0)) break;
}

const failed = outcomes.filter(({ code }) => code !== 0);
console.log('\nnpm test, part by part:');
for (const { part, code, seconds } of outcomes)
  console.log(`  ${part.padEnd(14)} ${seconds.toFixed(0).padStart(5)} s${code ? '  FAILED' : ''}`);
console.log(`  ${'in all'.padEnd(14)} ${((performance.now() - began) / 1000).toFixed(0).padStart(5)} s`);
if (failed.length) {
  console.error(`\nnpm test failed: ${failed.map(({ part }) => `npm run ${part}`).join(', ')} (its output above)`);
  process.exitCode = 1;
} else if (outcomes.length < PARTS.flat().length) process.exitCode = 1;
