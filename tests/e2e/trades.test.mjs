import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { format } from '../../src/content/tokens.ts';
import { browserSession, content, filled, pageHref, tradePath } from './helpers.mjs';

const LOCKED = ['avocat', 'fleuriste', 'garagiste', 'medecin', 'pharmacie'];
const { previous, next, goTo } = content.site.carousel;
// Spec rules, not content: what every trade page holds.
const SLIDES_PER_TRADE = 4;
const openTrade = content.allTrades.find((trade) => !trade.locked);

describe('trade pages', () => {
  let session;
  before(async () => (session = await browserSession()));
  after(() => session.close());

  test('exactly the five trades of the spec are locked', () => {
    assert.deepEqual(
      content.allTrades
        .filter((t) => t.locked)
        .map((t) => t.slug)
        .sort(),
      LOCKED,
    );
  });

  for (const trade of content.allTrades) {
    test(tradePath(trade.slug), async () => {
      const { page } = await session.visit(tradePath(trade.slug));
      const shown = filled(trade);
      assert.equal(await page.locator('h1').textContent(), shown.headline);
      const plain = (text) =>
        text
          .normalize('NFD')
          .replace(/\p{Diacritic}/gu, '')
          .toLowerCase();
      assert.ok(plain(await page.title()).includes(plain(trade.name).slice(0, 6)), 'the title names the trade');
      assert.ok(plain(trade.seo.description).includes(plain(trade.name).slice(0, 6)), 'the description names the trade');
      const ctas = await page.locator('main a:not([target])').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      const expected = [shown.cta, shown.closing.cta, ...(trade.locked ? [content.site.lockedGallery.cta] : [])];
      assert.deepEqual(ctas.toSorted(), expected.map((cta) => pageHref(cta.href)).toSorted());
      for (const cta of expected)
        assert.equal(await page.locator('main').getByRole('link', { name: cta.label }).first().getAttribute('href'), pageHref(cta.href));
      const slides = page.locator('[data-testid="sector-carousel"] li');
      assert.equal(await slides.count(), SLIDES_PER_TRADE);
      const links = page.locator('[data-testid="sector-carousel"] a');
      for (const link of await links.all()) {
        assert.equal(await link.getAttribute('target'), '_blank');
        assert.equal(await link.getAttribute('rel'), 'noopener noreferrer');
        assert.match(await link.getAttribute('href'), /^https:\/\/[a-z0-9-]+\.example\.com/);
      }
      const overlay = page.getByTestId('locked-content');
      assert.equal(await overlay.count(), trade.locked ? 1 : 0);
      // The active slide follows a click once the carousel has settled: wait for it rather than read at once.
      const shows = (i, message) =>
        assert.doesNotReject(
          page.locator('[data-testid="sector-carousel"] li[data-active] a', { hasText: trade.slides[i].title }).waitFor({ timeout: 5000 }),
          message,
        );
      if (!trade.locked) {
        await page.getByRole('button', { name: previous }).click();
        await shows(SLIDES_PER_TRADE - 1, 'previous from the first shows the last');
        await page.getByRole('button', { name: next }).click();
        await shows(0, 'next from the last shows the first');
        await page.getByRole('button', { name: format(goTo, { n: 3 }) }).click();
        await shows(2, 'a dot jumps to its slide');
      } else {
        assert.equal(await overlay.getAttribute('aria-hidden'), 'true');
        const reachable = await overlay.evaluate((el) =>
          [...el.querySelectorAll('a, button')].some((c) => {
            c.focus();
            return document.activeElement === c;
          }),
        );
        assert.equal(reachable, false);
      }
    });
  }

  test('hovering or focusing a slide shows its title and description', async () => {
    const { page } = await session.open(tradePath(openTrade.slug));
    const caption = page.locator('[data-testid="sector-carousel"] li[data-active] a > span').last();
    assert.equal(await caption.evaluate((el) => getComputedStyle(el).opacity), '0');
    await page.locator('[data-testid="sector-carousel"] li[data-active] a').hover();
    await page.waitForFunction((el) => getComputedStyle(el).opacity === '1', await caption.elementHandle());
    assert.equal(await caption.evaluate((el) => getComputedStyle(el).opacity), '1');
    await page.mouse.move(0, 0);
    await page.getByRole('button', { name: previous }).focus();
    await page.keyboard.press('Shift+Tab');
    const focusedCaption = page.locator('[data-testid="sector-carousel"] li[data-active] a:focus-visible > span').last();
    await page.waitForFunction((el) => getComputedStyle(el).opacity === '1', await focusedCaption.elementHandle());
    assert.equal(await focusedCaption.evaluate((el) => getComputedStyle(el).opacity), '1');
    await page.close();
  });

  test('the slide transition lasts 500 ms', async () => {
    const { page } = await session.open(tradePath(openTrade.slug));
    const transition = await page
      .locator('[data-testid="sector-carousel"] ul')
      .evaluate((el) => ({ property: getComputedStyle(el).transitionProperty, duration: getComputedStyle(el).transitionDuration }));
    assert.deepEqual(transition, { property: 'transform', duration: '0.5s' });
    await page.close();
  });
});
