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

/** A browser with a fresh profile; close it with browser.close(). */
export async function launchBrowser(): Promise<BrowserContext> {
  if (!fs.existsSync(CHROME_PATH)) throw new Error(`No Chromium at ${CHROME_PATH}: apt-get install -y chromium, or set CHROME_PATH.`);
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chromium-profile-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROME_PATH,
    args: LAUNCH_ARGS,
    headless: true,
  });
  await blockExternal(context);
  return context;
}

/** Stock images and any other outside host cannot load here: answer them at once instead of waiting. */
export async function blockExternal(target: BrowserContext): Promise<void> {
  await target.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort('blockedbyclient'));
}
