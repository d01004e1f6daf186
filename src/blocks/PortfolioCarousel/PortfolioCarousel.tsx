import { Carousel } from '@mantine/carousel';
import Autoplay from 'embla-carousel-autoplay';
import { useState } from 'react';
import type { PortfolioBlock } from '~/blocks/types';
import { PortfolioCard } from './PortfolioCard';
import classes from './PortfolioCarousel.module.css';

export type PortfolioCarouselProps = Pick<PortfolioBlock, 'items' | 'ratingLabel' | 'autoplayDelay' | 'loop'>;

/** Moving by itself needs a browser, and never happens for visitors who prefer reduced motion. */
const mayMove = () => typeof window !== 'undefined' && !window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The sample sites in a strip that moves by itself (Mantine's Carousel, with Embla's Autoplay plugin). An island of
 * the landing page (src/islands/registry.ts), behind the portfolio's access overlay: it is seen, not used, so it has
 * neither buttons nor dots.
 */
export function PortfolioCarousel({ items, ratingLabel, autoplayDelay, loop }: PortfolioCarouselProps) {
  // Plugins draw nothing: the prerendered strip and the hydrated one are the same markup.
  const [plugins] = useState(() => (mayMove() ? [Autoplay({ delay: autoplayDelay, stopOnInteraction: false })] : []));
  // The first site in view, as the page can tell it (the tests read it).
  const [current, setCurrent] = useState(0);
  return (
    <Carousel
      classNames={{ root: classes.carousel, slide: classes.slide }}
      data-testid="portfolio-carousel"
      data-current={current}
      onSlideChange={setCurrent}
      withControls={false}
      withKeyboardEvents={false}
      slideSize={{ base: '85%', sm: '50%', lg: '33.333%' }}
      slideGap="lg"
      emblaOptions={{ loop, align: 'start', watchDrag: false }}
      plugins={plugins}
    >
      {items.map((item) => (
        <Carousel.Slide key={item.id}>
          <PortfolioCard item={item} ratingLabel={ratingLabel} classes={classes} />
        </Carousel.Slide>
      ))}
    </Carousel>
  );
}
