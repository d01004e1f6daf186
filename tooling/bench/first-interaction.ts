// npm run bench -- --first-interaction: a visitor's first tap on each island, on Lighthouse's slow phone (4× CPU
// slowdown, 1.6 Mbps, 150 ms round trip, 390×844 with touch), applied by Chromium itself through the DevTools
// Protocol. The visitor opens the page, reads its first screen for a moment once it has loaded, waits until it is quiet
// as Lighthouse waits for a page (no request, no long task for a moment), jumps straight to the island and taps (or
// swipes, or types) at once; a visitor whose tap does nothing taps again. Prints,
// for each island, the medians of the time from the first tap to the answer and of the longest event the page's Event
// Timing recorded, with the machine's load, and writes the table to docs/performance.md. A benchmark: it fails on
// nothing. Usage: npm run bench -- --first-interaction [--no-build]; BENCH_RUNS (5 by default).
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type CDPSession, type Page } from 'playwright-core';
import { ISLAND_ATTRIBUTE } from '../../src/islands/markup.ts';
import { islandFolders } from '../../src/islands/folders.ts';
import { CHROME_PATH, LAUNCH_ARGS, OFFLINE_ARGS } from '../browser.ts';
import { writeBenchSection } from './docSection.ts';
import { answerWatch, type Answer, type AnswerKind } from './firstAnswer.ts';
import { loadAverage, machine, median, serveStatic } from './staticSite.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CLIENT = 'build/client';
// Lighthouse's mobile throttling (its `mobileSlow4G` and CPU slowdown), here applied rather than simulated.
const CPU_SLOWDOWN = 4;
const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
/** Once the page has loaded, the visitor moves when it is quiet as Lighthouse waits for it: no request for this long… */
const QUIET_MS = 500;
/** …and no long task (over 50 ms) on the main thread for this long… */
const CPU_QUIET_MS = 1000;
/** …and not before this long after the load event: a visitor reads the first screen before jumping down the page. */
const READ_MS = 2000;
/** A visitor whose tap does nothing taps again after this long. */
const RETAP_MS = 1000;
/** No answer by then: the run counts as unanswered. */
const GIVE_UP_MS = 15_000;
const TYPED = 'Martin';

if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`BENCH_RUNS must be a whole number from 1, not ${process.env.BENCH_RUNS}`);

type Scenario = { island: keyof typeof islandFolders; interaction: string; kind: AnswerKind };
const SCENARIOS: Scenario[] = [
  { island: 'sector-carousel', interaction: 'tap on « suivant »', kind: 'next' },
  { island: 'sector-carousel', interaction: 'swipe', kind: 'swipe' },
  { island: 'request-form', interaction: `tap on the first field, type « ${TYPED} »`, kind: 'type' },
  { island: 'demo-video', interaction: 'tap on play', kind: 'play' },
];
/** Islands a visitor cannot act on, and why. */
const NOT_BENCHED: Partial<Record<keyof typeof islandFolders, string>> = {
  portfolio: 'inert behind its access overlay: nothing to tap; it moves by itself once near the screen',
};

/** The first built page (by address) that holds the island. */
function pageWith(island: string): string {
  const pages = fs
    .readdirSync(CLIENT, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('index.html') && !file.startsWith('admin'))
    .sort();
  const file = pages.find((page) => fs.readFileSync(path.join(CLIENT, page), 'utf8').includes(`${ISLAND_ATTRIBUTE}="${island}"`));
  if (!file) throw new Error(`No page of ${CLIENT} holds the island ${island}`);
  return `/${path.dirname(file)}/`.replace(/^\/\.\/$/, '/');
}

/** Resolves once the page has loaded, no request has been in flight for QUIET_MS and no long task ran for CPU_QUIET_MS. */
async function quiet(page: Page): Promise<void> {
  let inFlight = 0;
  let quietSince = Date.now();
  page.on('request', () => (inFlight += 1));
  const done = () => {
    inFlight -= 1;
    if (!inFlight) quietSince = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  await page.waitForLoadState('load');
  const loaded = Date.now();
  while (
    Date.now() - loaded < READ_MS ||
    inFlight > 0 ||
    Date.now() - quietSince < QUIET_MS ||
    (await page.evaluate(answerWatch.sinceLongTask)) < CPU_QUIET_MS
  )
    await page.waitForTimeout(50);
}

const touch = (cdp: CDPSession, type: 'touchStart' | 'touchMove' | 'touchEnd', x = 0, y = 0) =>
  cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });

/** The visitor's move on the island, where the page said its target is (viewport coordinates). */
async function act(kind: AnswerKind, page: Page, cdp: CDPSession, target: { x: number; y: number; width: number }) {
  if (kind === 'swipe') {
    // Most of the slide's width, above the buttons: from 90 % to 10 %.
    const from = target.x + target.width * 0.4;
    await touch(cdp, 'touchStart', from, target.y);
    for (let step = 1; step <= 10; step += 1) await touch(cdp, 'touchMove', from - target.width * 0.08 * step, target.y);
    await touch(cdp, 'touchEnd');
    return;
  }
  await touch(cdp, 'touchStart', target.x, target.y);
  await touch(cdp, 'touchEnd');
  if (kind === 'type') await page.keyboard.type(TYPED);
}

type Run = Answer & { error?: string };
const unanswered: Run = { ms: NaN, longestEvent: NaN, longestEventName: '', correct: false, note: '', hydratedAtJump: false };

/** One visit in a fresh Chromium: load, quiet, jump, act (again while nothing answers), read the page's figures. */
async function visit(origin: string, route: string, kind: AnswerKind): Promise<Run> {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: [...LAUNCH_ARGS, ...OFFLINE_ARGS] });
  try {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(answerWatch.observe);
    let left = false;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && new URL(frame.url()).pathname !== route) left = true;
    });
    /** Whether the island has answered; false once the page has left (a link followed before its island hydrated). */
    const answered = () => page.evaluate(answerWatch.answered).catch(() => false);
    await page.goto(origin + route, { waitUntil: 'commit' });
    await quiet(page);
    const target = await page.evaluate(answerWatch.jump, { kind, typed: TYPED });
    const started = Date.now();
    await act(kind, page, cdp, target);
    // Again while nothing answers, as a visitor would (typing goes on in the field: no second tap).
    while (!left && !(await answered()) && Date.now() - started < GIVE_UP_MS) {
      await page.waitForTimeout(RETAP_MS);
      if (kind !== 'type' && !left && !(await answered())) await act(kind, page, cdp, target);
    }
    if (left) return { ...unanswered, note: `left the page for ${new URL(page.url()).pathname}` };
    // What the answer became, once the page has settled (a slide's move, the form's render).
    await page.waitForTimeout(1500);
    return await page.evaluate(answerWatch.read, { kind, typed: TYPED });
  } catch (error) {
    return { ...unanswered, error: String(error).split('\n')[0] };
  } finally {
    await browser.close();
  }
}

const loadAtStart = loadAverage();
console.log(`Load average (1, 5, 15 min) at start: ${loadAtStart} (${machine()})`);
if (!process.argv.includes('--no-build')) execSync('npm run build', { stdio: 'inherit' });
const served = await serveStatic(CLIENT);
const results: { scenario: Scenario; route: string; runs: Run[] }[] = [];
try {
  for (const scenario of SCENARIOS) results.push({ scenario, route: pageWith(scenario.island), runs: [] });
  // Interleaved rounds: a change of load on the machine falls on every island alike.
  for (let round = 1; round <= RUNS; round += 1)
    for (const result of results) {
      const run = await visit(served.origin, result.route, result.scenario.kind);
      result.runs.push(run);
      const said =
        run.error ??
        `${Math.round(run.ms)} ms, longest event ${run.longestEvent} ms (${run.longestEventName}), ${run.hydratedAtJump ? 'hydrated' : 'not hydrated'} at the jump${run.note ? `, ${run.note}` : ''}`;
      console.log(`Round ${round}/${RUNS}, ${result.scenario.island}, ${result.scenario.interaction}: ${said}`);
    }
} finally {
  served.stop();
}
const loadAtEnd = loadAverage();
console.log(`Load average (1, 5, 15 min) at end: ${loadAtEnd}`);

const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} ms` : '—');
const rows = results.map(({ scenario, route, runs }) => {
  const answered = runs.filter((run) => !Number.isNaN(run.ms));
  const wrong = runs.filter((run) => !run.correct).map((run) => run.error ?? run.note);
  const hydrated = runs.filter((run) => run.hydratedAtJump).length;
  return `| ${scenario.island} (\`${route}\`) | ${scenario.interaction} | ${answered.length} / ${runs.length} | **${ms(median(runs.map((run) => (Number.isNaN(run.ms) ? Infinity : run.ms))))}** | ${ms(median(runs.map((run) => run.longestEvent)))} | ${runs.map((run) => ms(run.ms)).join(', ')} | ${hydrated} / ${runs.length} | ${wrong.length ? [...new Set(wrong)].join('; ') : 'yes'} |`;
});
const skipped = Object.entries(NOT_BENCHED).map(([island, why]) => `| ${island} | none | | | | | | ${why} |`);
const date = new Date().toISOString().slice(0, 10);
const markdown = `Measured with \`npm run bench -- --first-interaction\` on ${date}, ${RUNS} run${RUNS > 1 ? 's' : ''} per island in interleaved rounds, a fresh Debian Chromium for each, on this machine (${machine()}; load average at the start ${loadAtStart}, at the end ${loadAtEnd}). Chromium applies Lighthouse's slow phone through the DevTools Protocol: 4× CPU slowdown, 1.6 Mbps down, 750 kbps up, 150 ms round trip, 390×844 px at 3× with touch. The visitor waits until the page has loaded, reads its first screen for ${READ_MS / 1000} s, waits until it is quiet (no request for ${QUIET_MS} ms, no long task for ${CPU_QUIET_MS} ms, as Lighthouse waits for a page), jumps straight to the island, and taps at once (again every ${RETAP_MS} ms while nothing answers). Time to the answer: from the first tap's \`pointerdown\` to the first frame that shows it (the slide moving; the first typed letter in the scripted form). Longest event: the longest entry of the page's Event Timing from the first tap on. Answered as it should: the carousel on its second slide, the form holding what was typed.

| Island (page) | First interaction | Answered | Time to the answer, median | Longest event, median | Each run | Hydrated at the jump | Answered as it should |
| --- | --- | ---: | ---: | ---: | --- | ---: | --- |
${[...rows, ...skipped].join('\n')}`;
console.log(`\n${markdown}\n`);
const DOC = 'docs/performance.md';
writeBenchSection(DOC, 'first-interaction', "A visitor's first tap on each island (`npm run bench -- --first-interaction`)", markdown);
console.log(`Wrote ${DOC}`);
