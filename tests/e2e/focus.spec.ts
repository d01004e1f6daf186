// The focus ring is seen on every background it falls on. Each link and button of a page is reached with Tab, as a
// keyboard user reaches it, and the pixels around it are compared, focused and not: those the focus changes by 3:1
// or more (WCAG's contrast for non-text) must cover a ring 2 px thick around the element (60 % of it: rounded corners
// and neighbours take some). An element that draws its own indicator inside instead (outline: none, the video's play
// disc) must change at least a visible area.
import type { ElementHandle, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './fixtures.ts';
import { routesOfKind } from './site.ts';

/** How far around the element the pictures reach: the ring sits 2 px away and is 3 px wide. */
const MARGIN = 10;
/** WCAG 1.4.11: a focus indicator against what surrounds it. */
const MIN_CONTRAST = 3;
const RING_PX = 2;
const RING_SHARE = 0.6;
/** An indicator drawn inside the element instead (the video's play disc): at least this many pixels change. */
const OWN_INDICATOR_PX = 300;

type Rect = { x: number; y: number; width: number; height: number };
type Picture = { data: Buffer; width: number; height: number; channels: number };

const luminance = (data: Buffer, i: number) => {
  const linear = (c: number) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(data[i] ?? 0) + 0.7152 * linear(data[i + 1] ?? 0) + 0.0722 * linear(data[i + 2] ?? 0);
};

function changed(a: Picture, b: Picture, x: number, y: number): boolean {
  const i = (y * a.width + x) * a.channels;
  const [l1, l2] = [luminance(a.data, i), luminance(b.data, i)];
  return (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05) >= MIN_CONTRAST;
}

/** The element in the middle of the screen: its picture's frame and its boxes' perimeter, or nothing when it does not fit. */
async function place(page: Page, element: ElementHandle<Element>): Promise<{ clip: Rect; perimeter: number } | undefined> {
  const found = await element.evaluate((node, margin) => {
    node.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
    // A link that wraps has a box per line.
    const rects = [...node.getClientRects()].filter((r) => r.width > 1 && r.height > 1);
    const box = node.getBoundingClientRect();
    const clip = { x: Math.floor(box.x) - margin, y: Math.floor(box.y) - margin, width: 0, height: 0 };
    clip.width = Math.ceil(box.right) + margin - clip.x;
    clip.height = Math.ceil(box.bottom) + margin - clip.y;
    const fits = rects.length > 0 && clip.x >= 0 && clip.y >= 0 && clip.x + clip.width <= innerWidth && clip.y + clip.height <= innerHeight;
    return fits ? { clip, perimeter: rects.reduce((sum, r) => sum + 2 * (r.width + r.height), 0) } : undefined;
  }, MARGIN);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return found;
}

async function picture(page: Page, clip: Rect): Promise<Picture> {
  const png = await page.screenshot({ clip, animations: 'disabled', caret: 'hide' });
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

/** What is wrong with the focus indicator seen in `on` against `off`, or nothing. */
function indicatorProblem(on: Picture, off: Picture, perimeter: number, outline: string): string | undefined {
  let count = 0;
  for (let y = 0; y < on.height; y++) for (let x = 0; x < on.width; x++) if (changed(on, off, x, y)) count++;
  const needed = outline === 'none' ? OWN_INDICATOR_PX : Math.round(RING_PX * perimeter * RING_SHARE);
  return count >= needed ? undefined : `${count} pixels change by ${MIN_CONTRAST}:1 when it is focused, ${needed} at least`;
}

/** Tabs through the page once; each focusable element's problem, if its ring is not seen. */
async function unseenRings(page: Page): Promise<{ checked: number; problems: string[] }> {
  const problems: string[] = [];
  let checked = 0;
  await page.keyboard.press('Tab');
  const first = await page.evaluateHandle(() => document.activeElement);
  for (let step = 0; step < 200; step++) {
    const element = (await page.evaluateHandle(() => document.activeElement)).asElement();
    if (!element || (step > 0 && (await element.evaluate((node, start) => node === start || node === document.body, first)))) break;
    const name = await element.evaluate(
      (node) => `${node.tagName.toLowerCase()} « ${(node.getAttribute('aria-label') ?? node.textContent ?? '').trim().slice(0, 40)} »`,
    );
    const outline = await element.evaluate((node) => getComputedStyle(node).outlineStyle);
    const focused = await place(page, element);
    const on = focused && (await picture(page, focused.clip));
    await page.keyboard.press('Tab');
    const unfocused = focused && (await place(page, element));
    // Shown only while focused (the skip link), fixed where it moves (the floating button), or too big for the screen.
    if (!on || !focused || JSON.stringify(unfocused?.clip) !== JSON.stringify(focused.clip)) continue;
    const problem = indicatorProblem(on, await picture(page, focused.clip), focused.perimeter, outline);
    checked++;
    if (problem) problems.push(`${name}: ${problem}`);
  }
  return { checked, problems };
}

test.describe('the focus ring', () => {
  // A page of each kind whose sections have their own backgrounds: the closing band, the footer, a sample's banner.
  const routes = [routesOfKind('home')[0], routesOfKind('trade')[0], routesOfKind('sample')[0], routesOfKind('legal')[0]];
  for (const route of routes.filter((r): r is string => Boolean(r)))
    test(`is seen around every link and button of ${route}`, async ({ open }) => {
      test.setTimeout(240_000);
      const { page } = await open(route, { width: 1440, height: 900 });
      const { checked, problems } = await unseenRings(page);
      expect(checked, 'links and buttons checked').toBeGreaterThan(5);
      expect(problems).toEqual([]);
    });
});
