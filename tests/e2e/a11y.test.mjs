import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import AxeBuilder from '@axe-core/playwright';
import { ROUTES, browserSession } from './helpers.mjs';

describe('accessibility (axe-core)', () => {
  let session;
  before(async () => (session = await browserSession()));
  after(() => session.close());

  for (const width of [390, 1440]) {
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
  }
});
