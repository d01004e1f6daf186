// The axe-core check of every route and the not-found page, on a phone and on a computer.
//
// axe-core is given to the page once, as an init script, and runs inside it: sending its 550 KB source over the
// DevTools protocol for every page (what @axe-core/playwright does) took 2 s a page here, five times the check itself.
// Each route is a test of its own: the page is loaded at 390 px and checked there, then widened to 1440 px (as a
// window is) and checked again; each violation names its route and width, and those of both widths are reported.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { expect, settled, test } from './fixtures.ts';
import { buttons, fillStepOne, fillStepTwo, messages, toast } from './request-form.ts';
import { content, filled, REQUEST_PATH, ROUTES } from './site.ts';

const AXE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const GRAVE = ['serious', 'critical'];
const WIDTHS = [390, 1440] as const;

type Violation = { id: string; impact: string | null; nodes: { target: string[] }[] };

/** The serious and critical violations axe finds in the page as it is now, one line each. */
async function graveViolations(page: Page, route: string) {
  const violations = await page.evaluate(
    async () =>
      (
        await (window as unknown as { axe: { run(d: Document, o: object): Promise<{ violations: Violation[] }> } }).axe.run(document, {
          resultTypes: ['violations'],
        })
      ).violations,
  );
  return violations
    .filter((v) => GRAVE.includes(v.impact ?? ''))
    .map(
      (v) =>
        `${route}: ${v.id} (${v.impact}) ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    );
}

/** A new tab that carries axe-core into every page it loads. */
const withAxe = (page: Page) => page.addInitScript(AXE);

test.describe('accessibility (axe-core)', () => {
  // One test per route, from the content's route list: each has its own time, and a failure names its page.
  for (const route of [...ROUTES, '/page-inconnue'])
    test(`no serious or critical violation on ${route} at ${WIDTHS.join(' and ')} px`, async ({ session, newTab }) => {
      const page = await newTab();
      await withAxe(page);
      await page.addInitScript(() => localStorage.clear()); // no draft left by another test shows on /demande
      const found: string[] = [];
      await page.setViewportSize({ width: WIDTHS[0], height: 900 });
      await session.navigate(page, route);
      for (const [i, width] of WIDTHS.entries()) {
        if (i > 0) {
          await page.setViewportSize({ width, height: 900 });
          await settled(page); // the layout and any width-dependent rendering follow the new width
        }
        found.push(...(await graveViolations(page, `${route} (${width} px)`)));
      }
      expect(found).toEqual([]);
    });

  test('the request page after a failed send: the other ways to reach the agency pass too, and Tab reaches them after the form', async ({
    open,
    form,
  }) => {
    const { page } = await open(REQUEST_PATH, { width: WIDTHS[0], height: 900, prepare: withAxe });
    await form.capture(page, 500);
    await fillStepOne(page);
    await fillStepTwo(page);
    await page.getByRole('button', { name: buttons.submit }).click();
    await toast(page, messages.error.title).waitFor();
    const found: string[] = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await settled(page);
      found.push(...(await graveViolations(page, `${REQUEST_PATH} after a failed send (${width} px)`)));
    }
    expect(found).toEqual([]);
    const { fallback } = content.requestPage;
    await page.getByRole('button', { name: buttons.submit }).focus();
    const reached: (string | undefined)[] = [];
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      reached.push(await page.evaluate(() => document.activeElement?.textContent?.trim()));
    }
    expect(reached.includes(filled(fallback.call)) && reached.includes(filled(fallback.mail)), reached.join(' | ')).toBe(true);
  });

  test('the check finds a field without a label and a text without contrast planted in a page', async ({ open }) => {
    const [route = '/'] = ROUTES;
    const { page } = await open(route, { width: WIDTHS[0], height: 900, prepare: withAxe });
    await page.evaluate(() =>
      document
        .querySelector('main')
        ?.insertAdjacentHTML('beforeend', '<input type="text"><p style="color:#eee;background:#fff">Texte pâle</p>'),
    );
    const ids = (await graveViolations(page, route)).map((line) => line.split(' ')[1]);
    expect(ids.sort()).toEqual(['color-contrast', 'label']);
  });
});
