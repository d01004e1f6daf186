import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { REQUEST_PATH, browserSession, content, tradePath, url } from './helpers.mjs';

const LOCKED = ['avocat', 'fleuriste', 'garagiste', 'medecin', 'pharmacie'];
const { previous, next } = content.site.carousel;

describe('trade pages', () => {
  let session;
  before(async () => (session = await browserSession()));
  after(() => session.close());

  test('there are fifteen, five of them locked', () => {
    assert.equal(content.allTrades.length, 15);
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
      const { page } = await session.open(tradePath(trade.slug));
      assert.match(await page.locator('h1').innerText(), /^Site Internet pour /);
      const plain = (text) =>
        text
          .normalize('NFD')
          .replace(/\p{Diacritic}/gu, '')
          .toLowerCase();
      assert.ok(plain(await page.title()).includes(plain(trade.name).slice(0, 6)), 'the title names the trade');
      assert.ok(plain(trade.seo.description).includes(plain(trade.name).slice(0, 6)), 'the description names the trade');
      const ctas = await page.locator('main a:not([target])').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      assert.ok(ctas.length >= 2);
      assert.deepEqual([...new Set(ctas)], [REQUEST_PATH]);
      const slides = page.locator('[data-testid="sector-carousel"] li');
      assert.equal(await slides.count(), 4);
      const links = page.locator('[data-testid="sector-carousel"] a');
      for (const link of await links.all()) {
        assert.equal(await link.getAttribute('target'), '_blank');
        assert.equal(await link.getAttribute('rel'), 'noopener noreferrer');
        assert.match(await link.getAttribute('href'), /^https:\/\/[a-z0-9-]+\.example\.com/);
      }
      const overlay = page.getByTestId('locked-content');
      assert.equal(await overlay.count(), trade.locked ? 1 : 0);
      const active = () => page.locator('[data-testid="sector-carousel"] li[data-active] a').innerText();
      const title = (i) => trade.slides[i].title;
      if (!trade.locked) {
        await page.getByRole('button', { name: previous }).click();
        assert.ok((await active()).includes(title(3)), 'previous from the first shows the last');
        await page.getByRole('button', { name: next }).click();
        assert.ok((await active()).includes(title(0)), 'next from the last shows the first');
        await page.getByRole('button', { name: "Aller à l'exemple 3" }).click();
        assert.ok((await active()).includes(title(2)), 'a dot jumps to its slide');
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
      await page.close();
    });
  }

  test('hovering or focusing a slide shows its title and description', async () => {
    const { page } = await session.open(tradePath('architecte'));
    const caption = page.locator('[data-testid="sector-carousel"] li[data-active] a > span').last();
    assert.equal(await caption.evaluate((el) => getComputedStyle(el).opacity), '0');
    await page.locator('[data-testid="sector-carousel"] li[data-active] a').hover();
    await page.waitForTimeout(350);
    assert.equal(await caption.evaluate((el) => getComputedStyle(el).opacity), '1');
    await page.mouse.move(0, 0);
    await page.getByRole('button', { name: previous }).focus();
    await page.keyboard.press('Shift+Tab');
    await page.waitForTimeout(800);
    const focusedCaption = page.locator('[data-testid="sector-carousel"] li[data-active] a:focus-visible > span').last();
    assert.equal(await focusedCaption.evaluate((el) => getComputedStyle(el).opacity), '1');
    await page.close();
  });

  test('the slide transition lasts 500 ms', async () => {
    const { page } = await session.open(tradePath('architecte'));
    const duration = await page.locator('[data-testid="sector-carousel"] ul').evaluate((el) => getComputedStyle(el).transitionDuration);
    assert.equal(duration, '0.5s');
    assert.ok(url('/').length > 0);
    await page.close();
  });
});
