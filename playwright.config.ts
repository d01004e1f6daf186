// Browser tests on Playwright Test, in Debian's Chromium (never a downloaded browser), offline: every host but this
// machine is unreachable (tooling/browser.ts). Traces are kept for failed tests; CI retries a test once.
import { defineConfig } from '@playwright/test';
import { CHROME_PATH, LAUNCH_ARGS, OFFLINE_ARGS } from './tooling/browser.ts';

export default defineConfig({
  timeout: 120_000,
  expect: { timeout: 15_000 },
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: 'test-results/report' }]] : 'list',
  outputDir: 'test-results/artifacts',
  use: {
    browserName: 'chromium',
    viewport: { width: 1440, height: 900 },
    launchOptions: { executablePath: CHROME_PATH, args: [...LAUNCH_ARGS, ...OFFLINE_ARGS] },
    trace: 'retain-on-failure',
  },
  projects: [
    // The marketer's editor at /admin/, on `npm run dev` in a throwaway copy of the project: one copy per worker,
    // and one worker, since each copy runs a dev server and the editor's local backend.
    { name: 'editor', testDir: 'tests/editor', workers: 1, fullyParallel: false },
  ],
});
