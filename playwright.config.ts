// Browser and host tests on Playwright Test, in Debian's Chromium (never a downloaded browser), offline: every host but
// this machine is unreachable (tooling/browser.ts). Traces are kept for failed tests; CI retries a test once.
//
// `npm run test:e2e` runs the default projects against `npm run build`'s output (build/client) and two preview builds
// that setup projects make first (a build takes both cores for a minute: no test runs beside it, whose timing it
// would spoil):
// - production: every end-to-end file, on npm run serve's imitation of GitHub Pages (tests/e2e/fixtures.ts);
// - preview: the pull-request preview built under a sub-path, on the same imitation;
// - cloudflare, cloudflare preview: every address, header, redirect and the not-found page on Cloudflare Pages' own
//   runtime (wrangler pages dev, workerd), for the production build and for a branch preview build;
// - dev: the islands' tests again, on `npm run dev`, and public/'s files there (publicFiles.spec.ts).
// Once the builds are made, the projects that run one test at a time (cloudflare, dev) start first, and production's
// tests fill the other worker beside them: the two workers end together.
// Not by default: `scaffold` (npm run test:scaffold: a new trade and rewritten texts in a copy of the project, whose
// tests must pass unchanged) and `editor` (the content editor on npm run dev, tests/editor).
import os from 'node:os';
import { defineConfig } from '@playwright/test';
import { LAUNCH_ARGS, OFFLINE_ARGS, TEST_CHROME_PATH } from './tooling/browser.ts';
import { CLOUDFLARE_PREVIEW, SUBPATH_PREVIEW } from './tests/e2e/builds.ts';
import type { SiteOptions } from './tests/e2e/hosts.ts';

const E2E = 'tests/e2e';
const SERVED = 'build/client';
const HOSTING = /hosting\.spec\.ts/;
const ISLANDS = /islands\.spec\.ts/;
/** public/'s files under the headers each runtime sends them with: on the build's hosts and on `npm run dev`. */
const PUBLIC_FILES = /publicFiles\.spec\.ts/;
/** The setup projects that build the previews, one after the other: every project that tests waits for both. */
const BUILDS = ['preview build', 'cloudflare preview build'];

export default defineConfig<{ site: SiteOptions }>({
  timeout: 120_000,
  expect: { timeout: 15_000 },
  retries: process.env.CI ? 1 : 0,
  // A test that passes only on its retry is a failure nobody would see: CI fails on it.
  failOnFlakyTests: Boolean(process.env.CI),
  // One worker per core: each drives a Chromium whose pages' scripts and timers need a core of their own (a third
  // worker on 2 cores was no faster and made timed tests fail; docs/performance.md has the measures).
  workers: Number(process.env.E2E_WORKERS) || os.availableParallelism(),
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: 'test-results/report' }]] : 'list',
  outputDir: 'test-results/artifacts',
  use: {
    browserName: 'chromium',
    viewport: { width: 1440, height: 900 },
    launchOptions: { executablePath: TEST_CHROME_PATH, args: [...LAUNCH_ARGS, ...OFFLINE_ARGS] },
    trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false },
  },
  projects: [
    { name: 'preview build', testDir: E2E, testMatch: /preview\.setup\.ts/, grep: /sub-path/ },
    {
      name: 'preview',
      testDir: E2E,
      testMatch: [/subpath\.spec\.ts/, HOSTING],
      dependencies: BUILDS,
      use: { site: { ...SUBPATH_PREVIEW, host: 'github-pages', preview: true } },
    },
    // One worker each: a wrangler (and its workerd) per worker would cost more than the requests they answer.
    {
      name: 'cloudflare',
      testDir: E2E,
      testMatch: [HOSTING, ISLANDS, PUBLIC_FILES],
      // The islands' moves, keys and timing are the built files' own, tested on the build and in dev (islands.spec.ts).
      grepInvert: /@same-on-every-host/,
      workers: 1,
      dependencies: BUILDS,
      use: { site: { dir: SERVED, base: '/', host: 'cloudflare-pages', preview: false } },
    },
    // After the other build, not beside it: React Router's prerender gives each page 10 s and never tries again (its
    // `timeout`, not an option of react-router.config.ts), which two builds on two busy cores missed.
    {
      name: 'cloudflare preview build',
      testDir: E2E,
      testMatch: /preview\.setup\.ts/,
      grep: /Cloudflare/,
      dependencies: ['preview build'],
    },
    {
      name: 'cloudflare preview',
      testDir: E2E,
      testMatch: HOSTING,
      workers: 1,
      dependencies: BUILDS,
      use: { site: { ...CLOUDFLARE_PREVIEW, host: 'cloudflare-pages', preview: true } },
    },
    // The islands as `npm run dev` runs them, in a throwaway copy of the project: the same tests as on the build.
    {
      name: 'dev',
      testDir: E2E,
      testMatch: [ISLANDS, PUBLIC_FILES],
      workers: 1,
      dependencies: BUILDS,
      use: { site: { dir: '.', base: '/', host: 'dev', preview: false } },
    },
    // Listed last, so that its tests (all in parallel) fill a worker beside the projects above (one worker each).
    {
      name: 'production',
      testDir: E2E,
      testIgnore: [/subpath\.spec\.ts/, /scaffold\.spec\.ts/, /\.setup\.ts/],
      fullyParallel: true,
      dependencies: BUILDS,
      use: { site: { dir: SERVED, base: '/', host: 'github-pages', preview: false } },
    },
    // A new trade and rewritten texts in a copy of the project: its tests must pass unchanged (npm run test:scaffold).
    { name: 'scaffold', testDir: E2E, testMatch: /scaffold\.spec\.ts/, default: false, timeout: 1_800_000 },
    // The marketer's editor at /admin/, on `npm run dev` in a throwaway copy of the project: one copy per worker (a
    // dev server and the editor's local backend each), one worker per core: 2 workers took 350 s here, 1 took 470-520 s.
    {
      name: 'editor',
      testDir: 'tests/editor',
      workers: Number(process.env.EDITOR_WORKERS) || os.availableParallelism(),
      fullyParallel: false,
      default: false,
    },
  ],
});
