import { render } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import type { LandingBlock } from '~/blocks/types';
import { landing } from '~/content';
import { IslandProviders } from '~/islands/IslandProviders';

// Embla's Autoplay plugin, observed: the portfolio hands it its delay, or is not given it at all.
const autoplay = vi.hoisted(() => vi.fn((options: { delay: number }) => ({ name: 'autoplay', options, init() {}, destroy() {} })));
vi.mock('embla-carousel-autoplay', () => ({ default: autoplay }));
const { PortfolioCarousel } = await import('~/blocks/PortfolioCarousel/PortfolioCarousel');

const portfolio = () => {
  const block = landing().blocks.find((b): b is Extract<LandingBlock, { type: 'Portfolio' }> => b.type === 'Portfolio');
  if (!block) throw new Error('no Portfolio block');
  return block;
};
const draw = () => {
  const { items, ratingLabel, autoplayDelay, loop } = portfolio();
  return render(
    <IslandProviders>
      <PortfolioCarousel items={items} ratingLabel={ratingLabel} autoplayDelay={autoplayDelay} loop={loop} />
    </IslandProviders>,
  );
};

afterEach(() => autoplay.mockClear());

test('the portfolio loops and moves every 3 s (the spec), through Embla’s Autoplay with the content’s delay', () => {
  expect(portfolio().autoplayDelay).toBe(3000);
  expect(portfolio().loop).toBe(true);
  const { getByTestId } = draw();
  expect(autoplay).toHaveBeenCalledOnce();
  expect(autoplay.mock.calls[0]?.[0]).toMatchObject({ delay: 3000 });
  expect(getByTestId('portfolio-carousel').querySelectorAll('article')).toHaveLength(portfolio().items.length);
});

test('no motion for visitors who prefer reduced motion: no Autoplay at all', () => {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    ...original(query),
    matches: query.includes('prefers-reduced-motion'),
  })) as typeof window.matchMedia;
  try {
    draw();
    expect(autoplay).not.toHaveBeenCalled();
  } finally {
    window.matchMedia = original;
  }
});
