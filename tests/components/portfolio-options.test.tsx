import { expect, test, vi } from 'vitest';
import classes from '~/blocks/Portfolio/Portfolio.module.css';
import PortfolioCarousel from '~/blocks/Portfolio/PortfolioCarousel';
import type { LandingBlock } from '~/blocks/types';
import { landing } from '~/content';
import { render } from '../render';

const seen = vi.hoisted(() => ({ autoplay: [] as unknown[], carousel: [] as Record<string, unknown>[] }));

vi.mock('embla-carousel-autoplay', () => ({
  default: (options: unknown) => {
    seen.autoplay.push(options);
    return { name: 'autoplay', options, init: () => {}, destroy: () => {} };
  },
}));

vi.mock('@mantine/carousel', () => {
  const Carousel = (props: Record<string, unknown> & { children?: React.ReactNode }) => {
    seen.carousel.push(props);
    return <div>{props.children}</div>;
  };
  Carousel.Slide = ({ children }: { children?: React.ReactNode }) => <div>{children}</div>;
  return { Carousel };
});

test('the portfolio carousel loops and autoplays with the delay from content', () => {
  const block = landing().blocks.find((b): b is Extract<LandingBlock, { type: 'Portfolio' }> => b.type === 'Portfolio');
  if (!block) throw new Error('no Portfolio block');
  render(<PortfolioCarousel block={block} classes={classes} />);
  expect(block.autoplayDelay).toBe(3000);
  expect(seen.autoplay.at(-1)).toMatchObject({ delay: 3000 });
  const props = seen.carousel.at(-1);
  expect(props?.emblaOptions).toMatchObject({ loop: true });
  expect(props?.plugins).toHaveLength(1);
});

test('no autoplay for visitors who prefer reduced motion', () => {
  const block = landing().blocks.find((b): b is Extract<LandingBlock, { type: 'Portfolio' }> => b.type === 'Portfolio');
  if (!block) throw new Error('no Portfolio block');
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    ...original(query),
    matches: query.includes('prefers-reduced-motion'),
  })) as typeof window.matchMedia;
  render(<PortfolioCarousel block={block} classes={classes} />);
  window.matchMedia = original;
  expect(seen.carousel.at(-1)?.plugins).toEqual([]);
});
