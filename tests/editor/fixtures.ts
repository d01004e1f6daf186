// The marketer's day in the editor: `npm run dev` in a throwaway copy of the project (tooling/bench/dev-harness.ts),
// /admin/ opened in Chromium, logged in to the local backend. Tests read and write the copy's files, never the project's.
import net from 'node:net';
import path from 'node:path';
import fs from 'node:fs';
import { test as base, expect, type BrowserContext, type Dialog, type Locator, type Page } from '@playwright/test';
import { devCopy, type DevCopy, type DevServer } from '../../tooling/bench/dev-harness.ts';
import { phrase } from '../../src/admin/locale.ts';
import { TEXTS } from '../../src/admin/texts.ts';
import { DRAFT_PREFIX } from '../../src/admin/draftPrefix.ts';
import { CONFIG_ELEMENT, configChanged } from '../../src/admin/addresses.ts';
import { cmsConfig } from '../../tooling/cms/config.ts';

export { phrase };

/** Two free ports in a row: the dev server, and the editor's local backend on the next one. */
async function freePorts(): Promise<number> {
  const free = (port: number) =>
    new Promise<boolean>((resolve) => {
      const server = net.createServer().once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
  for (;;) {
    const port = 20000 + Math.floor(Math.random() * 20000);
    if ((await free(port)) && (await free(port + 1))) return port;
  }
}

export type Dev = {
  copy: DevCopy;
  server: DevServer;
  origin: string;
  file: (relative: string) => string;
  read: (relative: string) => string;
};

/** Waits until /admin/ is the editor, not the page shown while it is built (first start after a change of code). */
async function editorBuilt(origin: string) {
  const end = Date.now() + 300_000;
  while (Date.now() < end) {
    const html = await fetch(`${origin}/admin/`).then(
      (r) => r.text(),
      () => '',
    );
    if (html.includes(`id="${CONFIG_ELEMENT}"`)) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('/admin/ was not built within 5 minutes');
}

/** A field's label in Decap's entry form. */
const FIELD_LABEL = 'label[for*="-field-"]';

/** The first collection's name in the editor's menu: shown once the marketer is signed in. */
const COLLECTION = cmsConfig({ command: 'serve', siteUrl: '' }).collections[0]?.label ?? '';

/**
 * Goes to `address`, a collection's list or the editor's home (which Decap sends on to the first collection's list),
 * and waits for the list. When a save changed the editor's configuration since the tab loaded it, the editor loads
 * itself again on arriving there (src/admin/addresses.ts): that load is waited for too, so that it overtakes no
 * address given after.
 */
export async function toList(page: Page, address: string) {
  const reloads = await page.evaluate(configChanged, CONFIG_ELEMENT);
  const loaded = reloads ? page.waitForEvent('load') : undefined;
  await page.goto(address);
  await page.waitForURL((url) => /^#\/collections\/[^/?]+$/.test(url.hash));
  await loaded;
  await page.getByRole('link', { name: COLLECTION }).first().waitFor();
}

/** Opens /admin/ in `page` and logs in to the local backend, as the marketer does each morning. */
async function signIn(page: Page, origin: string) {
  await page.goto(`${origin}/admin/`);
  await page.getByRole('button', { name: 'Se connecter' }).click({ timeout: 60_000 });
  await page.getByRole('link', { name: COLLECTION }).first().waitFor({ timeout: 60_000 });
}

/**
 * What a test leaves in the browser for the site's origin, forgotten before the next one starts in the same context:
 * the sign-in, Decap's backups of unsaved entries (IndexedDB) and its settings (localStorage), as a new context would
 * have none. Only the HTTP cache stays, with /admin/'s 6 MB of JavaScript compiled once a worker instead of once a test.
 */
async function forgetTheLastTest(page: Page, origin: string) {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Storage.clearDataForOrigin', {
    origin,
    storageTypes: 'cookies,local_storage,indexeddb,file_systems,websql,service_workers,cache_storage',
  });
  await devtools.detach();
}

export class Editor {
  readonly page: Page;
  readonly dev: Dev;
  readonly errors: string[] = [];
  // Decap rejects a refused save with no reason and leaves the rejection unhandled: that one says nothing.
  private readonly onError = (error: Error) => error.message !== 'undefined' && this.errors.push(error.message);
  constructor(page: Page, dev: Dev) {
    this.page = page;
    this.dev = dev;
    page.on('pageerror', this.onError);
  }

  /** Stops collecting the page's errors: the tab goes on to another test. */
  release() {
    this.page.off('pageerror', this.onError);
  }

  /**
   * Opens an entry by its address. A test that went to a list after a save goes there with `toList`, which waits
   * for the editor's own reload there: no reload overtakes this address.
   */
  async open(collection: string, slug: string) {
    await this.page.goto(`${this.dev.origin}/admin/#/collections/${collection}/entries/${slug}`);
    await this.page.locator(FIELD_LABEL).first().waitFor({ timeout: 60_000 });
  }

  /** The first line of text of the form (the preview is a frame of its own: page locators never reach into it). */
  get firstLine() {
    return this.page.locator('input[type="text"]:visible').first();
  }

  get preview() {
    return this.page.frameLocator('#preview-pane');
  }

  field(label: string) {
    return this.page.getByLabel(label, { exact: true });
  }

  /**
   * Types `text` in place of a field's value, as a person does: click in it, select all, delete, type. Decap's text
   * fields put the caret back after each redraw (one follows the click), so selecting waits for that redraw.
   */
  async type(field: Locator, text: string) {
    await field.click();
    await this.page.waitForTimeout(150);
    await field.press('ControlOrMeta+a');
    await field.press('Backspace');
    await expect(field).toHaveValue('');
    if (text) await this.page.keyboard.insertText(text);
    await expect(field).toHaveValue(text);
  }

  /** Saves the entry ("Publier", then "Publier maintenant"). */
  async publish() {
    await this.page.getByRole('button', { name: 'Publier', exact: true }).click();
    await this.page.getByText('Publier maintenant', { exact: true }).click();
  }

  /**
   * A save is refused: the editor's own notice says so and names the mistake (`line`: the field's label and the
   * build's words, or a part of them), over the preview, leaving the whole form to correct in view; a second later the
   * entry is still unsaved and `file` unchanged.
   */
  async refused(file: string, before: string, line: string) {
    const notice = this.page.getByRole('alert').filter({ has: this.page.getByRole('button', { name: TEXTS.closeNotice }) });
    if ((await notice.count()) > 0) await notice.getByRole('button', { name: TEXTS.closeNotice }).click(); // the last refusal's
    await expect(notice).toHaveCount(0);
    await this.publish();
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(TEXTS.refusedSave);
    await expect(notice.getByRole('listitem').filter({ hasText: line })).toHaveCount(1);
    const [box, preview] = await Promise.all([notice.boundingBox(), this.page.locator('#preview-pane').boundingBox()]);
    expect(box && preview ? box.x - preview.x : -1, 'the notice starts inside the preview').toBeGreaterThanOrEqual(0);
    await this.page.waitForTimeout(1000);
    await expect(this.page.getByText(phrase('editor.editorToolbar.unsavedChanges'))).toBeVisible();
    await expect(this.page.getByText(phrase('ui.toast.entrySaved'))).toHaveCount(0);
    expect(this.dev.read(file)).toBe(before);
  }

  /** The save went through: Decap says so, and the form shows the entry as saved (it redraws its fields once more). */
  async saved() {
    await expect(this.page.getByText(phrase('ui.toast.entrySaved')).first()).toBeVisible({ timeout: 30_000 });
    await expect(this.page.getByText(phrase('editor.editorToolbar.changesSaved'))).toBeVisible();
    await this.page.waitForTimeout(500);
  }
}

/**
 * One signed-in tab a worker's tests take in turn (`testInOneTab`), opened at the first that asks for it. A test that
 * fails may leave unsaved edits and their backup behind: the tab and its browser context are then closed, and the next
 * test signs in again in a new one.
 */
class SharedTab {
  private opened?: Promise<{ context: BrowserContext; page: Page }>;
  private readonly open: () => Promise<{ context: BrowserContext; page: Page }>;
  constructor(open: () => Promise<{ context: BrowserContext; page: Page }>) {
    this.open = open;
  }
  async page() {
    this.opened ??= this.open();
    return (await this.opened).page;
  }
  async close() {
    const opened = this.opened;
    this.opened = undefined;
    if (opened) await (await opened).context.close();
  }
}

export const test = base.extend<{ editor: Editor }, { dev: Dev; sharedTab: SharedTab; warmContext: BrowserContext }>({
  dev: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
    async ({}, provide) => {
      const copy = devCopy();
      const server = await copy.start(await freePorts());
      try {
        await editorBuilt(server.origin);
        const file = (relative: string) => path.join(copy.dir, relative);
        await provide({ copy, server, origin: server.origin, file, read: (relative) => fs.readFileSync(file(relative), 'utf8') });
      } finally {
        await server.stop();
        copy.remove();
      }
    },
    { scope: 'worker', timeout: 600_000 },
  ],
  sharedTab: [
    async ({ browser, dev }, provide, workerInfo) => {
      const tab = new SharedTab(async () => {
        const context = await browser.newContext({ viewport: workerInfo.project.use.viewport });
        const page = await context.newPage();
        await signIn(page, dev.origin);
        return { context, page };
      });
      await provide(tab);
      await tab.close();
    },
    { scope: 'worker' },
  ],
  warmContext: [
    async ({ browser }, provide, workerInfo) => {
      const context = await browser.newContext({ viewport: workerInfo.project.use.viewport });
      await provide(context);
      await context.close();
    },
    { scope: 'worker' },
  ],
  editor: async ({ dev, warmContext }, provide) => {
    const page = await warmContext.newPage();
    await forgetTheLastTest(page, dev.origin);
    const editor = new Editor(page, dev);
    await signIn(page, dev.origin);
    await provide(editor);
    await Promise.all(warmContext.pages().map((open) => open.close()));
  },
});

/**
 * `test`, whose tests in a worker share one signed-in tab, as a marketer goes from entry to entry: for files whose
 * tests each leave their entry saved or untouched. A new tab per test, signed in, took half of those tests' time
 * (docs/performance.md, "The editor's tests in one tab").
 */
export const testInOneTab = test.extend<{ editor: Editor }>({
  editor: async ({ dev, sharedTab }, provide, testInfo) => {
    const page = await sharedTab.page();
    // Back to the collections, the last test's entry closed (what it left unsaved, if anything, dropped as the marketer
    // would, at Decap's question, and its draft forgotten): open() then waits for the fields of the entry it opens.
    const leave = (dialog: Dialog) => dialog.accept();
    page.on('dialog', leave);
    await toList(page, `${dev.origin}/admin/#/`);
    await expect(page.locator(FIELD_LABEL)).toHaveCount(0);
    page.off('dialog', leave);
    await page.evaluate((prefix) => {
      for (const key of Object.keys(localStorage)) if (key.startsWith(prefix)) localStorage.removeItem(key);
    }, DRAFT_PREFIX);
    const editor = new Editor(page, dev);
    await provide(editor);
    editor.release();
    if (testInfo.status !== testInfo.expectedStatus) await sharedTab.close();
  },
});

export { expect };
