// The axe-core check of every route and the not-found page, on a phone and on a computer.
//
// axe-core is given to the browser once, as an init script of the context, and runs inside each page: sending its
// 550 KB source over the DevTools protocol for every page (what @axe-core/playwright does) took 2 s a page here,
// five times the check itself. Each page is loaded once, at 390 px, checked, then widened to 1440 px (as a window
// is) and checked again: a second load and hydration per route cost about 30 s of CPU on this machine.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { after, before, describe, test } from 'node:test';
import { REQUEST_PATH, ROUTES, browserSession, content, filled, settled } from './helpers.mjs';
import { buttons, captureForm, fillStepOne, fillStepTwo, toast, withoutDraft, messages } from './requestForm.mjs';

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

const WIDTHS = [390, 1440];

describe('accessibility (axe-core)', () => {
  let session;
  before(async () => {
    session = await browserSession();
    await session.context.addInitScript(AXE);
  });
  after(() => session.close());

  test(`no serious or critical violation on the ${ROUTES.length} routes and the not-found page, at ${WIDTHS.join(' and ')} px`, async () => {
    const found = [];
    for (const route of [...ROUTES, '/page-inconnue']) {
      const { page } = await session.visit(route, { width: WIDTHS[0], height: 900 });
      for (const [i, width] of WIDTHS.entries()) {
        if (i > 0) {
          await page.setViewportSize({ width, height: 900 });
          await settled(page); // the layout and any width-dependent rendering follow the new width
        }
        found.push(...(await graveViolations(page, `${route} (${width} px)`)));
      }
    }
    assert.deepEqual(found, []);
  });

  test(`the request page after a failed send: the other ways to reach the agency pass too, and Tab reaches them after the form`, async () => {
    const { page } = await session.open(REQUEST_PATH, { width: WIDTHS[0], height: 900 }, withoutDraft);
    await captureForm(page, 500);
    await fillStepOne(page);
    await fillStepTwo(page);
    await page.getByRole('button', { name: buttons.submit }).click();
    await toast(page, messages.error.title).waitFor();
    const found = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await settled(page);
      found.push(...(await graveViolations(page, `${REQUEST_PATH} after a failed send (${width} px)`)));
    }
    assert.deepEqual(found, []);
    const { fallback } = content.requestPage;
    await page.getByRole('button', { name: buttons.submit }).focus();
    const reached = [];
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      reached.push(await page.evaluate(() => document.activeElement?.textContent?.trim()));
    }
    assert.ok(reached.includes(filled(fallback.call)) && reached.includes(filled(fallback.mail)), reached.join(' | '));
    await page.close();
  });

  test('the check finds a field without a label and a text without contrast planted in a page', async () => {
    const { page } = await session.visit(ROUTES[0], { width: WIDTHS[0], height: 900 });
    await page.evaluate(() =>
      document
        .querySelector('main')
        .insertAdjacentHTML('beforeend', '<input type="text"><p style="color:#eee;background:#fff">Texte pâle</p>'),
    );
    const ids = (await graveViolations(page, ROUTES[0])).map((line) => line.split(' ')[1]);
    assert.deepEqual(ids.sort(), ['color-contrast', 'label']);
  });
});
