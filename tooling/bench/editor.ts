// `npm run bench:editor`: how the marketer's editor feels, measured in Chromium.
// - the first `npm run dev` of a fresh clone (git clone, npm ci): time until the site's first page answers, and
//   until /admin/ is ready (its build, made once per change of the code);
// - opening an entry warm (its files cached, logged in), in `npm run dev` and in the built site as a host serves it;
// - what a save does: the editor must not reload (its page keeps a marker), the file is written, the time it takes;
// - click-to-edit: from a click on a checklist item in the preview (its list item closed) to the caret in its field.
// Prints the figures and writes them to docs/performance.md. A benchmark, not a test: it fails on nothing.
// Env: BENCH_RUNS (5 warm openings per side), BENCH_FRESH=0 to skip the fresh clone.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { readFrontMatter } from '../../src/check/frontMatter.ts';
import { CHROME_PATH, launchBrowser } from '../browser.ts';
import { devCopy, type DevServer } from './dev-harness.ts';
import { writeBenchSection } from './docSection.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DOC = path.join(ROOT, 'docs/performance.md');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const TRADE = fs.readdirSync(path.join(ROOT, 'content/trades')).sort()[0]?.replace(/\.md$/, '') ?? '';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function until(check: () => Promise<boolean>, timeout: number): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < timeout) {
    if (await check().catch(() => false)) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return NaN;
}

/** The first `npm run dev` of a fresh clone: from the command to the first page, then to the built editor. */
async function freshClone() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-editor-'));
  try {
    spawnSync('git', ['clone', '--quiet', ROOT, dir], { stdio: 'inherit' });
    const install = spawnSync('npm', ['ci', '--no-audit', '--no-fund', '--prefer-offline'], { cwd: dir, stdio: 'ignore' });
    if (install.status !== 0) throw new Error('npm ci failed in the fresh clone');
    const port = await freePort();
    const started = performance.now();
    // The clone's own caches (none yet), as on a new machine.
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'ADMIN_CACHE_DIR'));
    const child = spawn('npm', ['run', 'dev'], {
      cwd: dir,
      env: { ...env, DEV_PORT: String(port), DECAP_SERVER_PORT: String(await freePort()) },
      stdio: 'ignore',
      detached: true,
    });
    const origin = `http://127.0.0.1:${port}`;
    try {
      const page = await until(async () => (await fetch(`${origin}/`)).ok, 300_000);
      const editor = await until(async () => (await (await fetch(`${origin}/admin/`)).text()).includes('id="cms-config"'), 600_000);
      return { page, editor: performance.now() - started, editorAfterPage: editor };
    } finally {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Opens the entry `RUNS` times warm (cached, logged in): time from navigation to its form usable. */
async function openings(context: BrowserContext, url: string, ready: (page: Page) => Promise<unknown>) {
  const times: number[] = [];
  const page = await context.newPage();
  await page.goto(url);
  await ready(page);
  for (let i = 0; i < RUNS; i++) {
    // A page of its own each time: going to the same address with a hash would not load the editor again.
    await page.goto('about:blank');
    const started = performance.now();
    await page.goto(url);
    await ready(page);
    times.push(performance.now() - started);
  }
  await page.close();
  return times;
}

const entryUrl = (origin: string) => `${origin}/admin/#/collections/trades/entries/${TRADE}`;
const formReady = (page: Page) => page.getByLabel('Grand titre', { exact: true }).waitFor({ timeout: 120_000 });

async function devFigures(server: DevServer, context: BrowserContext) {
  const first = await context.newPage();
  await first.goto(`${server.origin}/admin/`);
  await first.getByRole('button', { name: 'Se connecter' }).click({ timeout: 300_000 });
  await first.close();
  const open = await openings(context, entryUrl(server.origin), formReady);

  const page = await context.newPage();
  let loads = 0;
  page.on('load', () => loads++);
  await page.goto(entryUrl(server.origin));
  await formReady(page);
  loads = 0;
  const field = page.getByLabel('Grand titre', { exact: true });
  const value = await field.inputValue();
  await field.fill(`${value} !`);
  const started = performance.now();
  await page.getByRole('button', { name: 'Publier', exact: true }).click();
  await page.getByText('Publier maintenant', { exact: true }).click();
  await page.getByText('Entrée enregistrée').first().waitFor({ timeout: 60_000 });
  const save = performance.now() - started;
  await page.waitForTimeout(5000);
  await page.close();
  return { open, save, reloads: loads };
}

/**
 * Click-to-edit: a click on each of the trade's checklist items in the preview (each item closed in the form), to the
 * caret in that item's field. Timed in the editor's page: the click as the preview's window sees it (before any
 * handler of the page), the caret when the form's field holding that text takes the focus.
 */
async function clickToCaret(server: DevServer, context: BrowserContext, read: (file: string) => string) {
  const checklist = (readFrontMatter(read(`trades/${TRADE}.md`)).data as { checklist: string[] }).checklist.slice(0, RUNS);
  const page = await context.newPage();
  await page.goto(entryUrl(server.origin));
  await formReady(page);
  const frame = page.frameLocator('#preview-pane');
  await frame.locator('h1').waitFor();
  await page.evaluate(() => {
    const bench = { clicked: 0, caret: 0, value: '' };
    Object.assign(window, { bench });
    document.addEventListener('focusin', (event) => {
      const target = event.target as HTMLInputElement;
      if (target.value === bench.value) bench.caret = performance.now();
    });
    const preview = (document.getElementById('preview-pane') as HTMLIFrameElement).contentWindow;
    preview?.addEventListener('click', () => (bench.clicked = performance.now()), true);
  });
  const times: number[] = [];
  for (const item of checklist) {
    await page.evaluate((value) => Object.assign((window as unknown as { bench: object }).bench, { value, clicked: 0, caret: 0 }), item);
    const shown = frame.getByText(item, { exact: true }).first();
    await shown.scrollIntoViewIfNeeded();
    await shown.click();
    const time = await page
      .waitForFunction(() => {
        const { bench } = window as unknown as { bench: { clicked: number; caret: number } };
        return bench.caret > 0 && bench.clicked > 0 && bench.caret - bench.clicked;
      })
      .then((handle) => handle.jsonValue() as Promise<number>);
    times.push(time);
  }
  await page.close();
  return times;
}

async function builtFigures(context: BrowserContext) {
  const port = await freePort();
  const server = spawn(process.execPath, ['tooling/server/serve.ts', '--port', String(port)], { cwd: ROOT, stdio: 'ignore' });
  try {
    const origin = `http://127.0.0.1:${port}`;
    await until(async () => (await fetch(`${origin}/admin/`)).ok, 30_000);
    // The built editor logs in with GitHub, which this machine cannot reach: usable is its login screen.
    return await openings(context, `${origin}/admin/`, (page) =>
      page.getByRole('button', { name: 'Se connecter avec GitHub' }).waitFor({ timeout: 120_000 }),
    );
  } finally {
    server.kill();
  }
}

const fresh = process.env.BENCH_FRESH === '0' ? undefined : await freshClone();
const copy = devCopy();
const server = await copy.start(await freePort());
const context = await launchBrowser(CHROME_PATH);
let dev: Awaited<ReturnType<typeof devFigures>>;
let built: number[];
let caret: number[];
try {
  dev = await devFigures(server, context);
  caret = await clickToCaret(server, context, copy.read);
  built = fs.existsSync(path.join(ROOT, 'build/client/admin/index.html')) ? await builtFigures(context) : [];
} finally {
  await context.close();
  await server.stop();
  copy.remove();
}

const rows = [
  '| Figure | Measured |',
  '| --- | ---: |',
  ...(fresh
    ? [
        `| First \`npm run dev\` of a fresh clone: the site's first page answers | ${seconds(fresh.page)} |`,
        `| … and /admin/ is built and ready | ${seconds(fresh.editor)} |`,
      ]
    : []),
  `| Editor opened warm in \`npm run dev\`, entry form usable (median of ${RUNS}) | ${seconds(median(dev.open))} (${dev.open.map(seconds).join(', ')}) |`,
  ...(built.length
    ? [
        `| Built editor opened warm, login screen shown (median of ${RUNS}) | ${seconds(median(built))} (${built.map(seconds).join(', ')}) |`,
      ]
    : []),
  `| A save in \`npm run dev\`: from "Publier maintenant" to "Entrée enregistrée" | ${seconds(dev.save)} |`,
  `| Reloads of the editor's page during the save and the 5 s after it | ${dev.reloads} |`,
  `| Click-to-edit: a checklist item clicked in the preview (its item closed in the form) to the caret in its field (median of ${caret.length}, slowest) | ${Math.round(median(caret))} ms, ${Math.round(Math.max(...caret))} ms |`,
].join('\n');
const markdown = `Measured with \`npm run bench:editor\` on ${new Date().toISOString().slice(0, 10)} (${os.cpus().length} cores, Node ${process.versions.node}, Chromium headless).\n\n${rows}`;
console.log(`\n${markdown}\n`);
writeBenchSection(DOC, 'editor', 'The editor', markdown);
console.log('Wrote docs/performance.md');
