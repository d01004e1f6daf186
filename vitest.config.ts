import fs from 'node:fs';
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
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/components/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['tests/setup.ts'],
    testTimeout: 60_000,
  },
});
