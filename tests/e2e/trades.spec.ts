import { format } from '../../src/content/tokens.ts';
import { expect, test } from './fixtures.ts';
import { content, filled, pageHref, tradePath } from './site.ts';

// Spec rules, not content: the trades whose gallery is locked, and what every trade page holds. A sixth locked trade
// is a content decision: the spec's five must stay locked, others may join them.
const LOCKED = ['avocat', 'fleuriste', 'garagiste', 'medecin', 'pharmacie'];
const SLIDES_PER_TRADE = 4;
const { previous, next, goTo } = content.site.carousel;
const openTrade = content.allTrades.find((trade) => !trade.locked);
const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

test.describe('trade pages', () => {
  test('the five trades of the spec are locked', () => {
    const locked = content.allTrades.filter((t) => t.locked).map((t) => t.slug);
    expect(locked).toEqual(expect.arrayContaining(LOCKED));
  });

  for (const trade of content.allTrades) {
    test(tradePath(trade.slug), async ({ visit }) => {
      const { page } = await visit(tradePath(trade.slug));
      const shown = filled(trade);
      expect(await page.locator('h1').textContent()).toBe(shown.headline);
      expect(plain(await page.title()), 'the title names the trade').toContain(plain(trade.name).slice(0, 6));
      expect(plain(trade.seo.description), 'the description names the trade').toContain(plain(trade.name).slice(0, 6));
      const ctas = await page.locator('main a:not([target])').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      const expected = [shown.cta, shown.closing.cta, ...(trade.locked ? [content.site.lockedGallery.cta] : [])];
      expect(ctas.toSorted()).toEqual(expected.map((cta) => pageHref(cta.href)).toSorted());
      for (const cta of expected)
        expect(await page.locator('main').getByRole('link', { name: cta.label }).first().getAttribute('href')).toBe(pageHref(cta.href));
      const slides = page.locator('[data-testid="sector-carousel"] li');
      expect(await slides.count()).toBe(SLIDES_PER_TRADE);
      const links = page.locator('[data-testid="sector-carousel"] a');
      for (const link of await links.all()) {
        expect(await link.getAttribute('target')).toBe('_blank');
        expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
        expect(await link.getAttribute('href')).toMatch(/^https:\/\/[a-z0-9-]+\.example\.com/);
      }
      const overlay = page.getByTestId('locked-content');
      expect(await overlay.count()).toBe(trade.locked ? 1 : 0);
      // The active slide follows a click once the carousel has settled: wait for it (as long as expect waits, whatever the
      // machine's load) rather than read at once.
      const shows = (i: number, message: string) =>
        expect(
          page.locator('[data-testid="sector-carousel"] li[data-active] a', { hasText: trade.slides[i]?.title }),
          message,
        ).toBeVisible();
      if (!trade.locked) {
        await page.getByRole('button', { name: previous }).click();
        await shows(SLIDES_PER_TRADE - 1, 'previous from the first shows the last');
        await page.getByRole('button', { name: next }).click();
        await shows(0, 'next from the last shows the first');
        await page.getByRole('button', { name: format(goTo, { n: 3 }) }).click();
        await shows(2, 'a dot jumps to its slide');
      } else {
        expect(await overlay.getAttribute('aria-hidden')).toBe('true');
        const reachable = await overlay.evaluate((el) =>
          [...el.querySelectorAll<HTMLElement>('a, button')].some((c) => {
            c.focus();
            return document.activeElement === c;
          }),
        );
        expect(reachable).toBe(false);
      }
    });
  }

  test('hovering or focusing a slide shows its title and description', async ({ open }) => {
    const { page } = await open(tradePath(openTrade?.slug ?? ''));
    const caption = page.locator('[data-testid="sector-carousel"] li[data-active] a > span').last();
    expect(await caption.evaluate((el) => getComputedStyle(el).opacity)).toBe('0');
    await page.locator('[data-testid="sector-carousel"] li[data-active] a').hover();
    await expect(caption).toHaveCSS('opacity', '1');
    await page.mouse.move(0, 0);
    await page.getByRole('button', { name: previous }).focus();
    await page.keyboard.press('Shift+Tab');
    const focusedCaption = page.locator('[data-testid="sector-carousel"] li[data-active] a:focus-visible > span').last();
    await expect(focusedCaption).toHaveCSS('opacity', '1');
  });

  test('the slide transition lasts 500 ms', async ({ open }) => {
    const { page } = await open(tradePath(openTrade?.slug ?? ''));
    const transition = await page
      .locator('[data-testid="sector-carousel"] ul')
      .evaluate((el) => ({ property: getComputedStyle(el).transitionProperty, duration: getComputedStyle(el).transitionDuration }));
    expect(transition).toEqual({ property: 'transform', duration: '0.5s' });
  });
});
