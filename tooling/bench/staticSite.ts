// What the browser benches share: the built site served on a free port, the machine's load, a median.
import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';

/** A folder of static files served by the project's static server (tooling/server/serve.ts) on a free port. */
export type Served = { origin: string; stop: () => void };

/** Serves `dir` as GitHub Pages would, on a port the system picks; `origin` includes the base path (BASE_PATH in `env`). */
export async function serveStatic(dir: string, env: NodeJS.ProcessEnv = process.env): Promise<Served> {
  const server: ChildProcess = spawn(process.execPath, ['tooling/server/serve.ts', '--port', '0', '--dir', dir], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env,
  });
  const listening = await new Promise<string>((resolve, reject) => {
    server.stdout?.once('data', (chunk: Buffer) => resolve(String(chunk)));
    server.once('exit', (code) => reject(new Error(`The static server for ${dir} stopped (code ${code})`)));
  });
  const address = /^Static site on (http:\/\/127\.0\.0\.1:\d+\/\S*) as /.exec(listening)?.[1];
  if (!address) {
    server.kill();
    throw new Error(`The static server did not say where it listens: ${listening}`);
  }
  return { origin: address.replace(/\/$/, ''), stop: () => server.kill() };
}

/** The machine's load average over 1, 5 and 15 minutes, as the benches print and write it. */
export const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');

/** The machine in a few words: its cores and memory. */
export const machine = () => `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB`;

/** The median of the numbers given (an even count takes the mean of the two middle values); none at all gives NaN. */
export function median(values: (number | undefined)[]): number {
  const known = values.filter((v): v is number => typeof v === 'number' && !Number.isNaN(v)).sort((a, b) => a - b);
  const middle = Math.floor(known.length / 2);
  const high = known[middle] ?? NaN;
  return known.length % 2 ? high : ((known[middle - 1] ?? NaN) + high) / 2;
}
