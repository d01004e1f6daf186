// The Chromium each Lighthouse run of `npm run bench` gets: fresh, with a profile of its own, and offline.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { CHROME_PATH, LAUNCH_ARGS, OFFLINE_ARGS } from '../browser.ts';

/**
 * The flags of the bench's Chromium. Every host but this machine fails at once (OFFLINE_ARGS), whichever site asks
 * for it: stock photos, a badge in a stylesheet, an embedded video. Both sites of `--compare` get the same rule, and
 * no run waits on the network, whatever the machine's DNS does.
 */
export const BENCH_CHROME_FLAGS = [...LAUNCH_ARGS, ...OFFLINE_ARGS];

/** Launches a Chromium for one run, with a fresh profile; kill() stops it and removes the profile. */
export async function launchBenchChrome(): Promise<{ port: number; kill: () => Promise<void> }> {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-'));
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: BENCH_CHROME_FLAGS, userDataDir });
  return {
    port: chrome.port,
    kill: async () => {
      await chrome.kill();
      fs.rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}
