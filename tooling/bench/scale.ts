// npm run bench:scale: how the build and its pages grow with the catalogue. For each N (default 0, 100, 500
// and 1000; BENCH_SCALE=0,500 to choose), builds a throwaway copy of the project with N extra trade pages and
// prints the build time, the peak memory, the largest page, the `.data` sizes and the `_headers` rules, then
// writes the table to docs/performance.md. A benchmark, not a test: it fails on nothing but a failed build.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { tradePath } from '../../src/paths.ts';
import { headersRules } from '../build/headers-rules.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SKIP = new Set([
  'node_modules',
  'build',
  'build-preview',
  '.git',
  '.react-router',
  '.contentlayer',
  '.data',
  '.cache',
  'test-results',
]);
const SIZES = (process.env.BENCH_SCALE ?? '0,100,500,1000').split(',').map(Number);
const PROBE = 'avocat';
const DOC = path.join(ROOT, 'docs/performance.md');
const START = '<!-- bench:scale -->';
const END = '<!-- /bench:scale -->';

type Row = {
  extra: number;
  pages: number;
  seconds: number;
  cpuSeconds: number;
  peakMb: number;
  probeKb: number;
  largest: string;
  dataKb: number;
  maxDataKb: number;
  rules: number;
  longestRule: number;
};

const kb = (bytes: number) => bytes / 1024;

function copyProject(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-scale-'));
  for (const entry of fs.readdirSync(ROOT))
    if (!SKIP.has(entry)) fs.cpSync(path.join(ROOT, entry), path.join(dir, entry), { recursive: true });
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
  return dir;
}

/** N trade files written from the probe trade, each with its own name so that every rule still passes. */
function addTrades(dir: string, extra: number) {
  const source = fs.readFileSync(path.join(dir, `content/trades/${PROBE}.md`), 'utf8');
  for (let i = 1; i <= extra; i++) {
    const id = String(i).padStart(4, '0');
    const text = source
      .replace(/^name: .*$/m, `name: Métier ${id}`)
      .replace(/^headline: .*$/m, `headline: Site Internet pour le métier ${id}`);
    fs.writeFileSync(path.join(dir, `content/trades/metier-${id}.md`), text);
  }
}

function build(dir: string): { seconds: number; cpuSeconds: number; peakMb: number } {
  const started = performance.now();
  const result = spawnSync('/usr/bin/time', ['-f', '%U %S %M', 'npm', 'run', 'build'], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, PWD: dir, BASE_PATH: '', PREVIEW: '', NO_COLOR: '1' },
    maxBuffer: 256 * 1024 * 1024,
  });
  const seconds = (performance.now() - started) / 1000;
  if (result.status !== 0) throw new Error(`The build failed in ${dir}:\n${result.stdout}\n${result.stderr}`.slice(-4000));
  const [user = NaN, system = NaN, peakKb = NaN] = (result.stderr.trim().split('\n').at(-1) ?? '').split(' ').map(Number);
  return { seconds, cpuSeconds: user + system, peakMb: peakKb / 1024 };
}

function measure(dir: string, extra: number): Row {
  const { seconds, cpuSeconds, peakMb } = build(dir);
  const client = path.join(dir, 'build/client');
  const files = fs.readdirSync(client, { recursive: true, encoding: 'utf8' });
  const sizes = (ending: string) =>
    files.filter((f) => f.endsWith(ending)).map((f) => ({ file: f, bytes: fs.statSync(path.join(client, f)).size }));
  const pages = sizes('.html');
  const data = sizes('.data');
  const largest = pages.reduce((a, b) => (b.bytes > a.bytes ? b : a));
  const probe = tradePath(PROBE).replace(/^\/+|\/+$/g, '');
  const { rules, longestLine } = headersRules(fs.readFileSync(path.join(client, '_headers'), 'utf8'));
  return {
    extra,
    pages: pages.length,
    seconds,
    cpuSeconds,
    peakMb,
    probeKb: kb(fs.statSync(path.join(client, probe, 'index.html')).size),
    largest: `${largest.file} (${kb(largest.bytes).toFixed(1)} KB)`,
    dataKb: kb(fs.statSync(path.join(client, probe, '_.data')).size),
    maxDataKb: kb(Math.max(...data.map((d) => d.bytes))),
    rules,
    longestRule: longestLine,
  };
}

function table(rows: Row[]): string {
  const base = rows.find((r) => r.extra === 0);
  const ratio = (value: number, of: number | undefined) => (of ? ` (×${(value / of).toFixed(2)})` : '');
  return [
    `| Extra trades | Pages | Build time | CPU time | Peak memory | \`${tradePath(PROBE)}\` HTML | Largest page | \`${tradePath(PROBE)}_.data\` | Largest \`.data\` | \`_headers\` rules | Longest \`_headers\` line |`,
    '| ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (r) =>
        `| ${r.extra} | ${r.pages} | ${r.seconds.toFixed(1)} s${ratio(r.seconds, base?.seconds)} | ${r.cpuSeconds.toFixed(1)} s${ratio(r.cpuSeconds, base?.cpuSeconds)} | ${r.peakMb.toFixed(0)} MB | ${r.probeKb.toFixed(1)} KB${ratio(r.probeKb, base?.probeKb)} | ${r.largest} | ${r.dataKb.toFixed(1)} KB | ${r.maxDataKb.toFixed(1)} KB | ${r.rules} | ${r.longestRule} |`,
    ),
  ].join('\n');
}

function record(markdown: string) {
  const doc = fs.readFileSync(DOC, 'utf8');
  const section = `${START}\n${markdown}\n${END}`;
  const next = doc.includes(START)
    ? doc.replace(new RegExp(`${START}[\\s\\S]*?${END}`), section)
    : `${doc.trimEnd()}\n\n## Scale\n\n${section}\n`;
  fs.writeFileSync(DOC, next);
}

const rows: Row[] = [];
for (const extra of SIZES) {
  const dir = copyProject();
  try {
    addTrades(dir, extra);
    const row = measure(dir, extra);
    rows.push(row);
    console.log(
      `${extra} extra trades: built in ${row.seconds.toFixed(1)} s (${row.cpuSeconds.toFixed(1)} s of CPU), ${row.peakMb.toFixed(0)} MB peak, ${row.probeKb.toFixed(1)} KB for ${tradePath(PROBE)}, ${row.rules} _headers rules`,
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
const markdown = `Measured with \`npm run bench:scale\` on ${new Date().toISOString().slice(0, 10)} (${os.cpus().length} cores): a copy of the project with N extra trade files, built once each. Build time is wall-clock; CPU time (user + system, all build processes) does not depend on what else the machine runs.\n\n${table(rows)}`;
console.log(`\n${markdown}`);
if (!process.argv.includes('--no-write')) record(markdown);
