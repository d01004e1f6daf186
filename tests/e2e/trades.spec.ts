import { format } from '../../src/content/tokens.ts';
import { expect, hydrated, test } from './fixtures.ts';
import { content, filled, pageHref, tradePath } from './site.ts';

// Spec rules, not content: the trades whose gallery is locked, and what every trade page holds. A sixth locked trade
// is a content decision: the spec's five must stay locked, others may join them.
const LOCKED = ['avocat', 'fleuriste', 'garagiste', 'medecin', 'pharmacie'];
const SLIDES_PER_TRADE = 4;
const { previous, next, goTo, slideLabel } = content.site.carousel;
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
      const slides = page.locator('[data-testid="sector-carousel"] [aria-roledescription]').filter({ has: page.locator('a') });
      expect(await slides.count()).toBe(SLIDES_PER_TRADE);
      // Each slide is an external link opened in a new tab: the slide's own https:// address.
      const links = page.locator('[data-testid="sector-carousel"] a');
      const hrefs: (string | null)[] = [];
      for (const link of await links.all()) {
        expect(await link.getAttribute('target')).toBe('_blank');
        expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
        hrefs.push(await link.getAttribute('href'));
      }
      expect(new Set(hrefs)).toEqual(new Set(trade.slides.map((slide) => slide.url)));
      for (const href of hrefs) expect(href).toMatch(/^https:\/\/[^/]+/);
      const overlay = page.getByTestId('locked-content');
      expect(await overlay.count()).toBe(trade.locked ? 1 : 0);
      // The position the carousel reads out, in French, follows a click.
      const shows = (i: number, message: string) =>
        expect(
          page.getByRole('status').filter({ hasText: format(slideLabel, { n: i + 1, total: SLIDES_PER_TRADE }) }),
          message,
        ).toHaveCount(1);
      if (!trade.locked) {
        await hydrated(page);
        await page.getByRole('button', { name: previous }).click();
        await shows(SLIDES_PER_TRADE - 1, 'previous from the first shows the last');
        await page.getByRole('button', { name: next }).click();
        await shows(0, 'next from the last shows the first');
        await page.getByRole('tab', { name: format(goTo, { n: 3 }) }).click();
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
    const link = page.locator('[data-testid="sector-carousel"] a').first();
    const caption = link.locator('> span').last();
    expect(await caption.evaluate((el) => getComputedStyle(el).opacity)).toBe('0');
    await link.hover();
    await expect(caption).toHaveCSS('opacity', '1');
    await page.mouse.move(0, 0);
    // The buttons come before the slides: from the last one, the next stop is the shown slide's link.
    await page.getByRole('button', { name: next }).focus();
    await page.keyboard.press('Tab');
    await expect(page.locator('[data-testid="sector-carousel"] a:focus-visible > span').last()).toHaveCSS('opacity', '1');
  });
});
