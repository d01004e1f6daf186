// npm run bench: builds, serves, runs Lighthouse (mobile defaults) on four routes, a fresh Chromium per run, in
// interleaved rounds (BENCH_RUNS, 3 by default), prints the medians and writes them to docs/performance.md.
// With --compare DIR ROUTE…, a second built site (a folder of static files, e.g. AstroWind's dist/) is served beside
// ours and its routes are benched in the same rounds: each round runs every route of ours, then every route of
// theirs. The comparison is written to a section of its own in docs/performance.md. A benchmark, not a test: it fails
// on nothing.
// Usage: npm run bench [-- [--no-build] [--compare DIR ROUTE…]]; BENCH_ROUTES=/,/demande for our routes,
// BENCH_COMPARE_NAME=AstroWind to name the other site (its folder otherwise).
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { launchBenchChrome } from './chrome.ts';
import { writeBenchSection } from './docSection.ts';
import { loadAverage as load, machine, median, serveStatic, type Served } from './staticSite.ts';

// Each page at the address its links give (with its final slash): an address without it costs a redirect first.
const ROUTES = process.env.BENCH_ROUTES?.split(',') ?? [
  '/',
  '/demande/',
  '/site-internet-architecte/',
  '/site-internet-avocat/',
  '/sites/restaurant-gourmet/',
];
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** Attempts per route and round: a run Lighthouse could not record is run again, up to this many times. */
const ATTEMPTS = 3;

const argv = process.argv.slice(2);
const compareAt = argv.indexOf('--compare');
const compare =
  compareAt === -1
    ? undefined
    : (() => {
        const dir = argv[compareAt + 1];
        const routes: string[] = [];
        for (const arg of argv.slice(compareAt + 2)) {
          if (arg.startsWith('--')) break;
          routes.push(arg);
        }
        if (!dir || dir.startsWith('--') || !routes.length)
          throw new Error('Usage: npm run bench -- --compare DIR ROUTE… (a folder of static files, then at least one route)');
        return { dir: path.resolve(dir), given: dir, routes };
      })();
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`BENCH_RUNS must be a whole number from 1, not ${process.env.BENCH_RUNS}`);

const loadAtStart = load();
console.log(`Load average (1, 5, 15 min) at start: ${loadAtStart} (${os.cpus().length} cores)`);

if (!argv.includes('--no-build')) execSync('npm run build', { stdio: 'inherit' });
if (compare && !fs.existsSync(path.join(compare.dir, 'index.html')))
  throw new Error(`--compare ${compare.given}: no index.html in ${compare.dir}; give the folder of a built static site`);

const servers: Served[] = [];
/** Serves a folder with the project's static server and gives its origin and base path. */
async function serve(dir: string, env: NodeJS.ProcessEnv): Promise<string> {
  const served = await serveStatic(dir, env);
  servers.push(served);
  return served.origin;
}

type Metric = 'performance' | 'accessibility' | 'bestPractices' | 'seo' | 'lcp' | 'cls' | 'tbt' | 'html' | 'js' | 'css';
/** One load as Lighthouse recorded it. */
type Recorded = Record<Metric, number | undefined> & { error?: undefined; version: string; failed: string[] };
/** A recorded load, or the error of a load Lighthouse could not record. */
type Run = Recorded | { error: string; failed: string[] };
const isRecorded = (run: Run | undefined): run is Recorded => Boolean(run && !run.error);
/** The medians of one route. */
type Row = Record<Metric, number> & {
  route: string;
  version: string | undefined;
  recorded: number;
  tbtRuns: number[];
  failed: string[];
  errors: string[];
};
/** A site benched: ours, or the one given to --compare. */
type Site = { name: string; origin: string; routes: string[]; runs: Map<string, Run[]> };

/**
 * One Lighthouse run in a Chromium of its own, with a fresh profile, as Lighthouse's command line and PageSpeed
 * run: no warm process, cache or compiled code carried from one run to the next, for either site.
 */
async function measure(url: string): Promise<Run> {
  // Offline: every other host fails at once, for both sites alike (tooling/bench/chrome.ts).
  const chrome = await launchBenchChrome();
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) return { error: lhr.runtimeError.code, failed: [] };
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
    return {
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
    };
  } finally {
    await chrome.kill();
  }
}

const sites: Site[] = [];
try {
  sites.push({ name: 'this site', origin: await serve('build/client', process.env), routes: ROUTES, runs: new Map() });
  if (compare) {
    // The other site is served at its root: our BASE_PATH is ours alone.
    const env = { ...process.env };
    delete env.BASE_PATH;
    sites.push({
      name: process.env.BENCH_COMPARE_NAME || compare.given,
      origin: await serve(compare.dir, env),
      routes: compare.routes,
      runs: new Map(),
    });
  }
  // Interleaved rounds: a change of load on the machine falls on both sites alike, not on one site's runs.
  for (let round = 1; round <= RUNS; round++) {
    for (const site of sites) {
      for (const route of site.routes) {
        const runs = site.runs.get(route) ?? [];
        site.runs.set(route, runs);
        // A run Lighthouse could not record (NO_NAVSTART happens now and then in a fresh Chromium) is run again.
        for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
          const run = await measure(`${site.origin}${route}`);
          runs.push(run);
          if (!run.error) break;
        }
        const last = runs.at(-1);
        const outcome = isRecorded(last)
          ? `performance ${last.performance}, TBT ${Math.round(last.tbt ?? NaN)} ms`
          : `not recorded (${last?.error ?? 'no run'})`;
        console.log(`Round ${round}/${RUNS}, ${site.name} ${route}: ${outcome}`);
      }
    }
  }
} finally {
  for (const server of servers) server.stop();
}
const loadAtEnd = load();
console.log(`Load average (1, 5, 15 min) at end: ${loadAtEnd}`);
const loadLine = `Load average of the machine (1, 5, 15 min): ${loadAtStart} at the start, ${loadAtEnd} at the end (${machine()}).`;

/** The medians of each route of a site, and every recorded run's TBT. */
function summarize(site: Site): { rows: Row[]; tbt: number[] } {
  const rows = site.routes.map((route): Row => {
    const runs = site.runs.get(route) ?? [];
    const recorded = runs.filter(isRecorded);
    const pick = (key: Metric) => median(recorded.map((r) => r[key]));
    return {
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
    };
  });
  return { rows, tbt: rows.flatMap((r) => r.tbtRuns) };
}
const summaries = sites.map((site) => ({ site, ...summarize(site) }));
const version = summaries.flatMap((s) => s.rows).find((r) => r.version)?.version;
const date = new Date().toISOString().slice(0, 10);
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const notRecorded = (r: Row) => (r.errors.length ? ` (runs not recorded, run again: ${r.errors.join(', ')})` : '');
const DOC = 'docs/performance.md';
const previous = fs.existsSync(DOC) ? fs.readFileSync(DOC, 'utf8') : '';
fs.mkdirSync('docs', { recursive: true });

if (compare) {
  const table = [
    '| Site | Route | Runs | Performance | LCP | TBT | CLS | TBT per run |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...summaries.flatMap(({ site, rows }) =>
      rows.map(
        (r) =>
          `| ${site.name} | \`${r.route}\`${notRecorded(r)} | ${r.recorded} | ${r.performance} | ${seconds(r.lcp)} | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ${r.tbtRuns.join(', ')} |`,
      ),
    ),
  ].join('\n');
  const totals = [
    '| Site | Routes | TBT median, every recorded run of its routes |',
    '| --- | ---: | ---: |',
    ...summaries.map(({ site, tbt }) => `| ${site.name} | ${site.routes.length} | ${Math.round(median(tbt))} ms |`),
  ].join('\n');
  const markdown = `Measured with \`npm run bench -- --compare ${compare.given} ${compare.routes.join(' ')}\` on ${date}: Lighthouse ${version} (mobile defaults: simulated slow 4G and 4× CPU slowdown), Debian Chromium, a fresh Chromium with a fresh profile for every run, each site served by \`tooling/server/serve.ts\` on a port of its own. ${RUNS} interleaved round${RUNS > 1 ? 's' : ''} (each round runs every route of this site, then every route of the other); medians of the recorded runs per route (a run Lighthouse fails to record is run again, up to ${ATTEMPTS} times in its round). Every request to a host other than this machine (stock photos, badges, embedded videos) fails at once, for every site alike (\`tooling/bench/chrome.ts\`; no network here). ${loadLine}\n\n${table}\n\n${totals}`;
  console.log(`\n${markdown}\n`);
  writeBenchSection(DOC, 'compare', 'Side by side with another site (`npm run bench -- --compare`)', markdown);
} else {
  const rows = summaries[0]?.rows ?? [];
  const header =
    '| Route | Runs | Performance | Accessibility | Best practices | SEO | LCP | CLS | TBT | TBT per run | HTML transferred | JS transferred | CSS transferred |';
  const table = [
    header,
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (r) =>
        `| \`${r.route}\` | ${r.recorded} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${seconds(r.lcp)} | ${r.cls.toFixed(3)} | ${Math.round(r.tbt)} ms | ${r.tbtRuns.join(', ')} | ${(r.html / 1024).toFixed(1)} KB | ${(r.js / 1024).toFixed(1)} KB | ${(r.css / 1024).toFixed(1)} KB |`,
    ),
  ].join('\n');
  const failing = rows.map((r) => `- \`${r.route}\`: ${r.failed.length ? r.failed.join(', ') : 'none'}${notRecorded(r)}`).join('\n');
  console.log(`\n${table}\n\nBinary audits not passed in at least one run:\n${failing}\n`);

  const doc = `# Performance

Measured with \`npm run bench\` on ${date}: Lighthouse ${version} (mobile defaults: simulated slow 4G and 4× CPU slowdown), Debian Chromium, a fresh Chromium with a fresh profile for every run, the built site served by \`tooling/server/serve.ts\` on this machine. ${RUNS} round${RUNS > 1 ? 's' : ''}, each running every route once; medians of the recorded runs per route (a run Lighthouse fails to record is run again, up to ${ATTEMPTS} times in its round); TBT varies most from run to run here, so each run's figure is listed too. ${loadLine} Every request to a host other than this machine (stock photos, badges, embedded videos) fails at once, for every site alike (\`tooling/bench/chrome.ts\`; no network here). Transferred sizes are compressed (brotli); each page's CSS is inline in its HTML, so the CSS column only counts stylesheets loaded later. The JS and CSS columns count what Lighthouse saw during its run, which includes what a page with islands fetches once it is idle after its first paint (the islands' code, the page's whole styles).

${table}

Binary audits not passed in at least one run:

${failing}

Initial JavaScript and CSS of every page (gzip, from the build output) are checked by \`tests/e2e/budget.spec.ts\` in \`npm test\`, which prints them.
`;
  // Hand-written analysis below the marker survives a new run.
  const MARKER = '<!-- analysis -->';
  const analysis = previous.includes(MARKER) ? previous.slice(previous.indexOf(MARKER)) : '';
  fs.writeFileSync(DOC, analysis ? `${doc}\n${analysis}` : doc);
}
console.log(`Wrote ${DOC}`);
