import { MantineProvider } from '@mantine/core';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, test, vi } from 'vitest';
import { Portfolio } from '~/blocks/Portfolio/Portfolio';
import { portfolioScript } from '~/blocks/Portfolio/autoplay';
import type { LandingBlock } from '~/blocks/types';
import { landing } from '~/content';

const portfolio = () => {
  const block = landing().blocks.find((b): b is Extract<LandingBlock, { type: 'Portfolio' }> => b.type === 'Portfolio');
  if (!block) throw new Error('no Portfolio block');
  return block;
};

/** The landing's portfolio as prerendered, in the document, with its inline script run as the browser runs it. */
function prerendered() {
  const page = document.createElement('div');
  page.innerHTML = renderToString(
    <MemoryRouter>
      <MantineProvider>
        <Portfolio block={portfolio()} />
      </MantineProvider>
    </MemoryRouter>,
  );
  document.body.append(page);
  new Function(portfolioScript)();
  const strip = page.querySelector<HTMLElement>('[data-portfolio]');
  if (!strip) throw new Error('no portfolio strip');
  return { page, strip, current: () => Number(strip.getAttribute('data-current')) };
}

/** An IntersectionObserver that sees its element near the screen as soon as it observes it. */
class NearObserver {
  private readonly callback: IntersectionObserverCallback;
  constructor(callback: IntersectionObserverCallback) {
    this.callback = callback;
  }
  observe(element: Element) {
    this.callback([{ isIntersecting: true, target: element } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
  disconnect() {}
}

const farObserver = window.IntersectionObserver;
afterEach(() => {
  document.body.replaceChildren();
  window.IntersectionObserver = farObserver;
  vi.useRealTimers();
});

test('the portfolio stays still until it comes near the screen', () => {
  vi.useFakeTimers();
  const { current } = prerendered(); // the test DOM's observer never sees anything near the screen
  vi.advanceTimersByTime(30_000);
  expect(current()).toBe(0);
});

test('the portfolio loops and moves every 3 s, with the delay and the loop from content', () => {
  expect(portfolio().autoplayDelay).toBe(3000);
  expect(portfolio().loop).toBe(true);
  vi.useFakeTimers();
  window.IntersectionObserver = NearObserver as unknown as typeof IntersectionObserver;
  const { strip, current } = prerendered();
  const count = portfolio().items.length;
  expect(strip.querySelectorAll('li')).toHaveLength(count);
  expect(current()).toBe(0);
  vi.advanceTimersByTime(2999);
  expect(current()).toBe(0);
  vi.advanceTimersByTime(1);
  expect(current()).toBe(1);
  vi.advanceTimersByTime(3000 * (count - 1));
  expect(current(), 'from the last back to the first').toBe(0);
  // Looping: the slides that left on the left come back at the right end, in order.
  vi.advanceTimersByTime(3000 * 2);
  const order = [...strip.querySelectorAll('li')].map((li) => Number(li.style.order));
  expect(order.slice(0, 3)).toEqual([count - 1, 0, 1]);
});

test('no motion for visitors who prefer reduced motion', () => {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    ...original(query),
    matches: query.includes('prefers-reduced-motion'),
  })) as typeof window.matchMedia;
  vi.useFakeTimers();
  window.IntersectionObserver = NearObserver as unknown as typeof IntersectionObserver;
  const { current } = prerendered();
  vi.advanceTimersByTime(30_000);
  window.matchMedia = original;
  expect(current()).toBe(0);
});
