// The axe-core check of every route and the not-found page at one width; one test file per width, so that the
// end-to-end runner spreads them over two processes.
//
// axe-core is given to the browser once, as an init script of the context, and runs inside each page: sending its
// 550 KB source over the DevTools protocol for every page (what @axe-core/playwright does) took 2 s a page here,
// five times the check itself.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { after, before, describe, test } from 'node:test';
import { ROUTES, browserSession } from './helpers.mjs';

const AXE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const GRAVE = ['serious', 'critical'];

/** The serious and critical violations axe finds in the page as it is now, one line each. */
async function graveViolations(page, route) {
  const violations = await page.evaluate(async () => (await window.axe.run(document, { resultTypes: ['violations'] })).violations);
  return violations
    .filter((v) => GRAVE.includes(v.impact))
    .map(
      (v) =>
        `${route}: ${v.id} (${v.impact}) ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    );
}

export function axeAt(width) {
  describe(`accessibility (axe-core) at ${width} px`, () => {
    let session;
    before(async () => {
      session = await browserSession();
      await session.context.addInitScript(AXE);
    });
    after(() => session.close());

    test(`no serious or critical violation on the ${ROUTES.length} routes and the not-found page at ${width} px`, async () => {
      const found = [];
      for (const route of [...ROUTES, '/page-inconnue']) {
        const { page } = await session.visit(route, { width, height: 900 });
        found.push(...(await graveViolations(page, route)));
      }
      assert.deepEqual(found, []);
    });

    test('the check finds a field without a label and a text without contrast planted in a page', async () => {
      const { page } = await session.visit(ROUTES[0], { width, height: 900 });
      await page.evaluate(() =>
        document
          .querySelector('main')
          .insertAdjacentHTML('beforeend', '<input type="text"><p style="color:#eee;background:#fff">Texte pâle</p>'),
      );
      const ids = (await graveViolations(page, ROUTES[0])).map((line) => line.split(' ')[1]);
      assert.deepEqual(ids.sort(), ['color-contrast', 'label']);
    });
  });
}
