// The end-to-end suite's fixtures. Each worker serves the project's build on a free port, as the project's host does
// (`site` option, tests/e2e/hosts.ts). Each worker also keeps one browser context (tests/e2e/browser.ts): `visit`
// loads a route in its one shared page, for tests that only read (half the CPU of a new page), `open` and `newTab`
// give tabs that the test's end closes. `form` catches the POST to the form service in a page and answers it.
import { test as base, expect, type Page } from '@playwright/test';
import { Session } from './browser.ts';
import { serveSite, Site, type SiteOptions } from './hosts.ts';
import { DEV_COLLECTOR } from '../../src/request/endpoint.ts';
import { FORM_ENDPOINT } from './site.ts';

export { hold, hydrated, openWithoutScripts, ready, scrollToPortfolio, Session, settled } from './browser.ts';
export { Site, type Host, type SiteOptions } from './hosts.ts';

/**
 * A POST to the form service, as the browser sent it: the script's JSON, or the HTML form's own (urlencoded, when no
 * script runs the form), its body read either way; `bytes`, the body's size.
 */
export type Post = { url: string; headers: Record<string, string>; body: Record<string, string>; bytes: number };
/** The page the form service shows after the HTML form's POST (its own confirmation page, docs/request-form.md). */
export const SERVICE_PAGE = '<!doctype html><title>Formspree</title><h1>Thanks!</h1>';

/** How the form service answers: a status, 'abort' (a network failure), or a function of the POST count giving one. */
export type Answer = number | 'abort' | ((count: number) => number | 'abort' | Promise<number | 'abort'>);

/** The form service, played by the test: every POST a page sends to it is caught, recorded and answered. */
export class FormService {
  /** Where the pages post: the form service, or the dev server's stand-in for it (src/request/endpoint.ts). */
  readonly endpoint: string;

  constructor(endpoint = FORM_ENDPOINT) {
    this.endpoint = endpoint;
  }

  /** Catches the page's POSTs to the form service and answers each with `answer`; returns the list they go to. */
  async capture(page: Page, answer: Answer = 200): Promise<Post[]> {
    const posts: Post[] = [];
    await page.route(`${this.endpoint}*`, async (route) => {
      const request = route.request();
      const headers = request.headers();
      const raw = request.postDataBuffer() ?? Buffer.alloc(0);
      const body = headers['content-type']?.startsWith('application/x-www-form-urlencoded')
        ? Object.fromEntries(new URLSearchParams(raw.toString('utf8')))
        : (request.postDataJSON() as Record<string, string>);
      posts.push({ url: request.url(), headers, body, bytes: raw.length });
      const status = await (typeof answer === 'function' ? answer(posts.length) : answer);
      if (status === 'abort') return route.abort('failed');
      // The HTML form's POST is a navigation: the service answers it with a page of its own.
      if (request.isNavigationRequest()) return route.fulfill({ status, contentType: 'text/html', body: SERVICE_PAGE });
      return route.fulfill({ status, contentType: 'application/json', body: '{"ok":true}' });
    });
    return posts;
  }
}

type WorkerFixtures = { site: SiteOptions; server: Site; session: Session };
type TestFixtures = {
  /** Loads a route in the worker's shared page (Session.visit). */
  visit: Session['visit'];
  /** Opens a route in a new tab, closed when the test ends (Session.open). */
  open: Session['open'];
  /** A blank tab in the worker's browser context, closed when the test ends. */
  newTab: () => Promise<Page>;
  form: FormService;
};

export const test = base.extend<TestFixtures, WorkerFixtures>({
  site: [
    { dir: 'build/client', base: '/', host: 'github-pages', preview: false },
    { scope: 'worker', option: true },
  ],

  server: [
    async ({ site }, provide) => {
      const running = await serveSite(site);
      try {
        await provide(new Site(site, running.origin, running.copy));
      } finally {
        await running.stop();
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],

  session: [
    async ({ browser, server }, provide) => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      await provide(new Session(context, server));
      await context.close();
    },
    { scope: 'worker' },
  ],

  visit: async ({ session }, provide) => provide((route, size) => session.visit(route, size)),

  open: async ({ session }, provide) => {
    const opened: Page[] = [];
    await provide(async (route, options) => {
      const loaded = await session.open(route, options);
      opened.push(loaded.page);
      return loaded;
    });
    for (const page of opened) if (!page.isClosed()) await page.close();
  },

  newTab: async ({ session }, provide) => {
    const opened: Page[] = [];
    await provide(async () => {
      const page = await session.context.newPage();
      opened.push(page);
      return page;
    });
    for (const page of opened) if (!page.isClosed()) await page.close();
  },

  form: async ({ server }, provide) => provide(new FormService(server.host === 'dev' ? server.url(DEV_COLLECTOR) : FORM_ENDPOINT)),
});

export { expect };
