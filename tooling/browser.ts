// Launches Debian's Chromium through playwright-core, offline: every host but 127.0.0.1 is blocked.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';

export const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
export const LAUNCH_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Stock images and any other outside host cannot load here: every request to a host other than this machine goes to
 * a proxy that is not there, and fails at once (Chromium never sends loopback requests through a proxy). Done inside
 * the browser's network stack, this keeps its HTTP cache on and costs nothing per request; a Playwright route for
 * the same would stop each request in Node, and turn the cache off.
 */
export const OFFLINE_ARGS = ['--proxy-server=http://127.0.0.1:9'];

/** A browser with a fresh profile, offline (OFFLINE_ARGS); close it with browser.close(). */
export async function launchBrowser(): Promise<BrowserContext> {
  if (!fs.existsSync(CHROME_PATH)) throw new Error(`No Chromium at ${CHROME_PATH}: apt-get install -y chromium, or set CHROME_PATH.`);
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chromium-profile-'));
  return chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROME_PATH,
    args: [...LAUNCH_ARGS, ...OFFLINE_ARGS],
    headless: true,
  });
}
