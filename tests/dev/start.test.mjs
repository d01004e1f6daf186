// `npm run dev`'s first seconds, as a newcomer lives them: a browser opens the pages as soon as the server answers,
// while `contentlayer2 dev` makes its first generation beside it. Six starts in a throwaway copy of the project: a
// fresh one (no generated content yet), then three with the content as it was left, and two after a content file
// changed while the server was stopped (ten until 2026-11-27: six keep each kind of start at least twice but
// the fresh one, and each start costs 8 to 10 s of CI). Every page must answer 200, with the content as saved, within 30 s of
// `npm run dev`'s start (the content generation it runs first included). Before, a page loaded while a generation
// rewrote its files could answer 500, and every page then kept answering 500 until the server was stopped.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { launchBrowser } from '../../tooling/browser.ts';
import { EDITS } from '../../tooling/bench/content-edits.ts';
import { devCopy, freePorts } from '../../tooling/bench/dev-harness.ts';
import { HOME_PATH, REQUEST_PATH } from '../../src/paths.ts';

const STARTS = 6;
const ANSWERED_WITHIN_MS = 30_000;
/** The home page, a trade page of the content (the edited one) and the request page. */
const [TRADE_EDIT] = EDITS;
const ROUTES = [HOME_PATH, TRADE_EDIT.route, REQUEST_PATH];

const copy = devCopy();
let context;

before(async () => {
  context = await launchBrowser();
});

after(async () => {
  await context?.close();
  copy.remove();
});

test(`${STARTS} starts: ${ROUTES.join(', ')} opened at once each answer 200 within ${ANSWERED_WITHIN_MS / 1000} s`, async () => {
  for (let start = 1; start <= STARTS; start++) {
    // Every third start follows a save made while the server was stopped: `npm run dev` generates it first.
    const marker = start > 1 && start % 3 === 0 ? `arret${start}z${Date.now() % 10000}` : undefined;
    if (marker) copy.write(TRADE_EDIT.file, TRADE_EDIT.apply(copy.read(TRADE_EDIT.file), marker));
    const port = await freePorts();
    const begun = performance.now();
    const server = await copy.start(port);
    const listening = Math.round(performance.now() - begun);
    try {
      const pages = await Promise.all(ROUTES.map(() => context.newPage()));
      // The page's answer is what is timed, not its scripts: Vite compiles them on demand, as slowly as the machine is.
      const answers = await Promise.all(
        ROUTES.map(async (route, i) => {
          const response = await pages[i]
            .goto(`${server.origin}${route}`, { waitUntil: 'commit', timeout: ANSWERED_WITHIN_MS })
            .catch((error) => ({ status: () => error.message.split('\n')[0], text: async () => '' }));
          return { route, status: response?.status(), html: await response.text(), ms: Math.round(performance.now() - begun) };
        }),
      );
      console.log(
        `start ${start}${marker ? ' (after a save)' : ''}, listening after ${listening} ms: ${answers.map(({ route, status, ms }) => `${route} ${status} ${ms} ms`).join(', ')}`,
      );
      for (const { route, status, ms } of answers) {
        assert.equal(status, 200, `start ${start}: ${route} answered ${status} after ${ms} ms\n${server.output().slice(-3000)}`);
        assert.ok(ms <= ANSWERED_WITHIN_MS, `start ${start}: ${route} answered after ${ms} ms`);
      }
      if (marker) assert.ok(answers[1].html.includes(marker), `start ${start}: ${TRADE_EDIT.route} shows the save made while stopped`);
      assert.doesNotMatch(server.output(), /Internal server error|Failed to load url/, `start ${start}`);
      await Promise.all(pages.map((page) => page.close()));
    } finally {
      await server.stop();
    }
  }
});
