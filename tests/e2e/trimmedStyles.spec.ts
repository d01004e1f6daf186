// A page no script draws on is built without the style rules and custom properties its markup cannot use
// (tooling/build/unusedRules.ts, unusedProperties.ts). Proof that nothing it uses went: every element's computed
// style is the same with the page's whole stylesheets put back (the build keeps their <link>, disabled).
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { content, SCRIPTLESS, tradePath } from './site.ts';

const WIDTHS = [390, 1440] as const;
/** Pages with no island: the scriptless ones, the locked trades (their carousel is drawn, never hydrated), the 404. */
const TRIMMED = [
  ...SCRIPTLESS,
  ...content.allTrades.filter((trade) => trade.locked).map((trade) => tradePath(trade.slug)),
  '/page-inconnue',
];
/** What a visitor sees of an element besides its box: layout, colours, type. */
const PROPERTIES = [
  'display',
  'position',
  'visibility',
  'opacity',
  'z-index',
  'padding-top',
  'padding-right',
  'padding-bottom',
  'padding-left',
  'gap',
  'grid-template-columns',
  'flex-direction',
  'flex-wrap',
  'justify-content',
  'align-items',
  'color',
  'background-color',
  'background-image',
  'border-top-width',
  'border-top-style',
  'border-top-color',
  'border-bottom-width',
  'border-radius',
  'box-shadow',
  'filter',
  'transform',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'line-height',
  'letter-spacing',
  'text-align',
  'text-transform',
  'text-decoration-line',
  'white-space',
  'overflow-x',
  'object-fit',
  'cursor',
  'outline-style',
];

/** Every element of the body, its place and its computed style, one line each. */
const looks = (page: Page) =>
  page.evaluate((properties) => {
    const place = (element: Element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`;
    return [...document.body.querySelectorAll('*')].map((element) => {
      const style = getComputedStyle(element);
      // Where it is drawn, rather than its computed margins: Chromium reads an auto margin as 0 px once other
      // stylesheets have been added, though the element has not moved.
      const { x, y, width, height } = element.getBoundingClientRect();
      const box = `box:${[x, y, width, height].map((n) => n.toFixed(1)).join(',')}`;
      return [place(element), box, ...properties.map((p) => `${p}:${style.getPropertyValue(p)}`)].join(' | ');
    });
  }, PROPERTIES);

test.describe('styles trimmed at build time', () => {
  for (const route of TRIMMED)
    for (const width of WIDTHS)
      test(`${route} at ${width} px looks the same with its whole stylesheets`, async ({ session, newTab }) => {
        const page = await newTab();
        await page.setViewportSize({ width, height: 900 });
        await session.navigate(page, route);
        expect(await page.locator('[data-island]').count(), 'a page with no island').toBe(0);
        // Styles added while a transition runs would catch it halfway: no transition or animation, in both looks.
        await page.addStyleTag({ content: '*,*::before,*::after{transition:none!important;animation:none!important}' });
        const trimmed = await looks(page);
        const links = page.locator('link[rel="stylesheet"][disabled]');
        const count = await links.count();
        expect(count, 'the build keeps the whole stylesheets, disabled').toBeGreaterThan(0);
        await links.evaluateAll((all) => all.forEach((link) => ((link as HTMLLinkElement).disabled = false)));
        await expect.poll(() => page.evaluate(() => [...document.styleSheets].filter((sheet) => sheet.href).length)).toBe(count);
        const whole = await looks(page);
        expect(whole.length).toBe(trimmed.length);
        // Each element that differs, with the properties that differ: trimmed → whole.
        const changed = whole.flatMap((line, i) => {
          const before = trimmed[i]?.split(' | ') ?? [];
          const after = line.split(' | ');
          const differ = after.flatMap((value, j) => (value === before[j] ? [] : [`${before[j]} → ${value}`]));
          return differ.length ? [`${after[0]}: ${differ.join(', ')}`] : [];
        });
        expect(changed.slice(0, 10)).toEqual([]);
      });
});
