// Launches Debian's Chromium through playwright-core, offline: every host but 127.0.0.1 is blocked.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';

/** Debian's Chromium, the browser visitors run: the benches measure it (Lighthouse, the first interaction). */
export const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
/**
 * The tests' browser: Debian's build of the same Chromium without a browser window (`chromium-headless-shell`, the
 * headless mode Playwright itself runs by default) when it is installed. The full browser draws its address bar's
 * popup as a web page for every tab; 20 page loads took 2.5 times as long there (docs/performance.md, « The test
 * suite »). Without the package, the tests run on CHROME_PATH.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const TEST_CHROME_PATH = process.env.TEST_CHROME_PATH || (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROME_PATH);
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

/**
 * A browser with a fresh profile, offline (OFFLINE_ARGS); close it with browser.close(). The tests' browser by
 * default; a bench passes CHROME_PATH.
 */
export async function launchBrowser(executablePath = TEST_CHROME_PATH): Promise<BrowserContext> {
  if (!fs.existsSync(executablePath))
    throw new Error(`No Chromium at ${executablePath}: apt-get install -y chromium chromium-headless-shell, or set CHROME_PATH.`);
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chromium-profile-'));
  return chromium.launchPersistentContext(userDataDir, {
    executablePath,
    args: [...LAUNCH_ARGS, ...OFFLINE_ARGS],
    headless: true,
  });
}
