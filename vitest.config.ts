import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { searchForWorkspaceRoot } from 'vite';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      'contentlayer/generated': path.resolve(import.meta.dirname, '.contentlayer/generated'),
      '~': path.resolve(import.meta.dirname, 'src'),
    },
  },
  // A copy of the project may link node_modules from elsewhere (tests/e2e/scaffold.test.mjs): files read with ?raw stay allowed.
  server: {
    fs: { allow: [searchForWorkspaceRoot(import.meta.dirname), fs.realpathSync(path.resolve(import.meta.dirname, 'node_modules'))] },
  },
  test: {
    testTimeout: 60_000,
    setupFiles: ['tests/setup.ts'],
    // vitest leaves one core to the main process by default: on a 2-core machine that is one test file at a time.
    maxWorkers: os.availableParallelism(),
    projects: [
      // Logic runs in Node: no DOM to set up per file. A unit file that needs one says so in its first line
      // (`// @vitest-environment jsdom`) and gets the DOM setup then.
      {
        extends: true,
        test: {
          name: 'logic',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'components',
          include: ['tests/components/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
        },
      },
    ],
  },
});
