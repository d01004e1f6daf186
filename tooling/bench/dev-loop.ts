// `npm run bench:dev`: starts `npm run dev` in a throwaway copy of the project, opens the pages in Chromium, saves
// headline edits to Markdown and YAML files and times save → text shown in the open page. Prints the start
// times, min/median/p95/max and the edits that never showed (misses).
// Env: DEV_PORT (default 5174), BENCH_STARTS (10), BENCH_EDITS (10 per start).
import { CHROME_PATH, launchBrowser } from '../browser.ts';
import { EDITS } from './content-edits.ts';
import { devCopy, headlineShows, openEditPages } from './dev-harness.ts';

const PORT = Number(process.env.DEV_PORT ?? 5174);
const STARTS = Number(process.env.BENCH_STARTS ?? 10);
const PER_START = Number(process.env.BENCH_EDITS ?? 10);
// An edit not shown after this long never will be: a miss, not a slow update.
const MISS_AFTER_MS = 30_000;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

const copy = devCopy();
const latencies: number[] = [];
const starts: number[] = [];
let misses = 0;
let n = 0;
try {
  for (let start = 0; start < STARTS; start++) {
    const server = await copy.start(PORT);
    starts.push(server.startMs);
    const context = await launchBrowser(CHROME_PATH);
    try {
      // Edits count from the moment the page is live: its scripts loaded and Vite's update channel open.
      const pages = await openEditPages(context, server.origin);
      for (let i = 0; i < PER_START; i++) {
        const which = i % EDITS.length;
        const edit = EDITS[which];
        const page = pages[which];
        if (!edit || !page) throw new Error('No page for this edit');
        const marker = `n${++n}x${Date.now() % 100000}`;
        // The page the marketer looks at: a page in the background gets no animation frames.
        await page.bringToFront();
        const saved = copy.write(edit.file, edit.apply(copy.read(edit.file), marker));
        try {
          await headlineShows(page, marker, MISS_AFTER_MS);
          latencies.push(performance.now() - saved);
          if (process.env.BENCH_VERBOSE)
            console.log(`  start ${start + 1}, edit ${i + 1} (${edit.file}): ${Math.round(performance.now() - saved)} ms`);
        } catch {
          misses++;
          console.log(`  start ${start + 1}, edit ${i + 1} (${edit.file}): not shown after ${MISS_AFTER_MS} ms`);
        }
      }
    } finally {
      await context.close();
      await server.stop();
      if (process.env.BENCH_VERBOSE) console.log(server.output());
    }
    console.log(`start ${start + 1}/${STARTS}: ready in ${(server.startMs / 1000).toFixed(1)} s`);
  }
} finally {
  copy.remove();
}

const sorted = [...latencies].sort((a, b) => a - b);
const ms = (v: number) => `${Math.round(v)} ms`;
const startSorted = [...starts].sort((a, b) => a - b);
console.log(`\nSave → updated page, ${latencies.length} edits shown over ${STARTS} starts:`);
console.log(
  `  min ${ms(sorted[0] ?? NaN)}  median ${ms(percentile(sorted, 50))}  p95 ${ms(percentile(sorted, 95))}  max ${ms(sorted.at(-1) ?? NaN)}`,
);
console.log(`  missed: ${misses} of ${STARTS * PER_START}`);
console.log(
  `Start (npm run dev → address printed): median ${(percentile(startSorted, 50) / 1000).toFixed(1)} s, max ${((startSorted.at(-1) ?? NaN) / 1000).toFixed(1)} s`,
);
process.exit(misses > 0 ? 1 : 0);
