// The axe-core check of every route and the not-found page at one width; one test file per width, so that the
// end-to-end runner spreads them over two processes.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import AxeBuilder from '@axe-core/playwright';
import { ROUTES, browserSession } from './helpers.mjs';

export function axeAt(width) {
  describe(`accessibility (axe-core) at ${width} px`, () => {
    let session;
    before(async () => (session = await browserSession()));
    after(() => session.close());

    test(`no serious or critical violation on the ${ROUTES.length} routes and the not-found page at ${width} px`, async () => {
      const found = [];
      for (const route of [...ROUTES, '/page-inconnue']) {
        const { page } = await session.open(route, { width, height: 900 });
        const { violations } = await new AxeBuilder({ page }).analyze();
        for (const v of violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')) {
          found.push(
            `${route}: ${v.id} (${v.impact}) ${v.nodes
              .map((n) => n.target.join(' '))
              .slice(0, 3)
              .join(' | ')}`,
          );
        }
        await page.close();
      }
      assert.deepEqual(found, []);
    });
  });
}
