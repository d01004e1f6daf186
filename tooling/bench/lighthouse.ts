// npm run bench: builds, serves, runs Lighthouse (mobile defaults) three times on four routes, prints the
// medians and writes them to docs/performance.md. A benchmark, not a test: it fails on nothing.
import { execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROME_PATH, LAUNCH_ARGS } from '../browser.ts';

const ROUTES = process.env.BENCH_ROUTES?.split(',') ?? ['/', '/demande', '/site-internet-avocat', '/sites/restaurant-gourmet'];
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const MAX_ATTEMPTS = RUNS + 3;

if (!process.argv.includes('--no-build')) execSync('npm run build', { stdio: 'inherit' });
// Port 0: the system picks a free port, so a bench never collides with a server or a test run beside it.
const server = spawn(process.execPath, ['tooling/server/serve.ts', '--port', '0'], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
const listening = await new Promise<string>((resolve) => server.stdout.once('data', (chunk: Buffer) => resolve(String(chunk))));
const ORIGIN = /^Static site on (http:\/\/127\.0\.0\.1:\d+)\//.exec(listening)?.[1];
if (!ORIGIN) throw new Error(`The static server did not say where it listens: ${listening}`);

const median = (values: (number | undefined)[]): number => {
  const known = values.filter((v): v is number => typeof v === 'number' && !Number.isNaN(v)).sort((a, b) => a - b);
  return known[Math.floor(known.length / 2)] ?? NaN;
};
type Metric = 'performance' | 'accessibility' | 'bestPractices' | 'seo' | 'lcp' | 'cls' | 'tbt' | 'html' | 'js' | 'css';
/** One load as Lighthouse recorded it. */
type Recorded = Record<Metric, number | undefined> & { error?: undefined; version: string; failed: string[] };
/** A recorded load, or the error of a load Lighthouse could not record. */
type Run = Recorded | { error: string; failed: string[] };
/** The medians of one route. */
type Row = Record<Metric, number> & {
  route: string;
  version: string | undefined;
  recorded: number;
  tbtRuns: number[];
  failed: string[];
  errors: string[];
};
const chrome = await chromeLauncher.launch({
  chromePath: CHROME_PATH,
  chromeFlags: LAUNCH_ARGS,
  userDataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-')),
});

const rows: Row[] = [];
try {
  for (const route of ROUTES) {
    const runs: Run[] = [];
    // A run Lighthouse could not record (NO_NAVSTART happens now and then in a fresh Chromium) is run again,
    // up to MAX_ATTEMPTS in all, so that each median is taken over RUNS recorded loads.
    for (let attempt = 0; runs.filter((r) => !r.error).length < RUNS && attempt < MAX_ATTEMPTS; attempt++) {
      const result = await lighthouse(`${ORIGIN}${route}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        // Stock photos cannot load on an offline machine; blocking them keeps the run honest and fast.
        blockedUrlPatterns: ['*images.unsplash.com*'],
      });
      if (!result) throw new Error(`Lighthouse returned no result for ${route}`);
      const { lhr } = result;
      if (lhr.runtimeError) {
        runs.push({ error: lhr.runtimeError.code, failed: [] });
        continue;
      }
      const audit = (id: string) => {
        const found = lhr.audits[id];
        if (!found) throw new Error(`Lighthouse ran no ${id} audit`);
        return found;
      };
      // A score Lighthouse could not compute is null, which counts as 0.
      const score = (id: string) => {
        const category = lhr.categories[id];
        if (!category) throw new Error(`Lighthouse has no ${id} category`);
        return (category.score ?? 0) * 100;
      };
      const details = audit('network-requests').details;
      const requests = details?.type === 'table' ? details.items : [];
      const transferred = (type: string) =>
        requests
          .filter((r) => r.resourceType === type)
          .reduce((sum, r) => sum + (typeof r.transferSize === 'number' ? r.transferSize : 0), 0);
      runs.push({
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcp: audit('largest-contentful-paint').numericValue,
        cls: audit('cumulative-layout-shift').numericValue,
        tbt: audit('total-blocking-time').numericValue,
        html: transferred('Document'),
        js: transferred('Script'),
        css: transferred('Stylesheet'),
        version: lhr.lighthouseVersion,
        failed: Object.values(lhr.audits)
          .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
          .map((a) => a.id),
      });
    }
    const recorded = runs.filter((r): r is Recorded => !r.error);
    const pick = (key: Metric) => median(recorded.map((r) => r[key]));
    rows.push({
      route,
      performance: pick('performance'),
      accessibility: pick('accessibility'),
      bestPractices: pick('bestPractices'),
      seo: pick('seo'),
      lcp: pick('lcp'),
      cls: pick('cls'),
      tbt: pick('tbt'),
      html: pick('html'),
      js: pick('js'),
      css: pick('css'),
      version: recorded[0]?.version,
      recorded: recorded.length,
      tbtRuns: recorded.map((r) => Math.round(r.tbt ?? NaN)),
      failed: [...new Set(runs.flatMap((r) => r.failed))],
      errors: runs.map((r) => r.error).filter((error): error is string => Boolean(error)),
    });
  }
} finally {
  await chrome.kill();
  server.kill();
}

const header =
  '| Route | Runs | Performance | Accessibility | Best practices | SEO | LCP | CLS | TBT | TBT per run | HTML transferred | JS transferred | CSS transferred |';
const table = [
  header,
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...rows.map(
    (r) =>
      `| \`${r.route}\` | ${r.recorded} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${(r.lcp / 1000).toFixed(2)} s | ${r.cls.toFixed(3)} | ${Math.round(r.tbt)} ms | ${r.tbtRuns.join(', ')} | ${(r.html / 1024).toFixed(1)} KB | ${(r.js / 1024).toFixed(1)} KB | ${(r.css / 1024).toFixed(1)} KB |`,
  ),
].join('\n');
const failing = rows
  .map(
    (r) =>
      `- \`${r.route}\`: ${r.failed.length ? r.failed.join(', ') : 'none'}${r.errors.length ? ` (runs not recorded, run again: ${r.errors.join(', ')})` : ''}`,
  )
  .join('\n');
console.log(`\n${table}\n\nBinary audits not passed in at least one run:\n${failing}\n`);

const doc = `# Performance

Measured with \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}: Lighthouse ${rows[0]?.version} (mobile defaults: simulated slow 4G and 4× CPU slowdown), Debian Chromium, the built site served by \`tooling/server/serve.ts\` on this machine (${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB). Medians of ${RUNS} recorded runs per route (a run Lighthouse fails to record is run again); TBT varies most from run to run here, so each run's figure is listed too. Stock-photo requests are blocked (no network here). Transferred sizes are compressed (brotli); each page's CSS is inline in its HTML, so the CSS column only counts stylesheets loaded later.

${table}

Binary audits not passed in at least one run:

${failing}

Initial JavaScript and CSS of every page (gzip, from the build output) are checked by \`tests/e2e/budget.spec.ts\` in \`npm test\`, which prints them.
`;
// Hand-written analysis below the marker survives a new run.
const MARKER = '<!-- analysis -->';
const previous = fs.existsSync('docs/performance.md') ? fs.readFileSync('docs/performance.md', 'utf8') : '';
const analysis = previous.includes(MARKER) ? previous.slice(previous.indexOf(MARKER)) : '';
fs.mkdirSync('docs', { recursive: true });
fs.writeFileSync('docs/performance.md', analysis ? `${doc}\n${analysis}` : doc);
console.log('Wrote docs/performance.md');
