import { Carousel } from '@mantine/carousel';
import { useReducedMotion } from '@mantine/hooks';
import Autoplay from 'embla-carousel-autoplay';
import { useMemo, useState } from 'react';
import type { PortfolioBlock } from '~/blocks/types';
import { PortfolioCard } from './PortfolioCard';

/** The sample sites (styled by `classes`, Portfolio.module.css) in a looping carousel that moves by itself, unless the visitor prefers reduced motion. */
export default function PortfolioCarousel({ block, classes }: { block: PortfolioBlock; classes: CSSModuleClasses }) {
  const reducedMotion = useReducedMotion();
  const [current, setCurrent] = useState(0);
  const plugins = useMemo(
    () => (reducedMotion ? [] : [Autoplay({ delay: block.autoplayDelay, stopOnInteraction: false })]),
    [reducedMotion, block.autoplayDelay],
  );
  return (
    <Carousel
      slideSize={{ base: '85%', sm: '50%', lg: '33.333%' }}
      slideGap="lg"
      emblaOptions={{ loop: block.loop, align: 'start' }}
      plugins={plugins}
      onSlideChange={setCurrent}
      data-current={current}
      withControls={false}
      className={classes.carousel}
      data-testid="portfolio-carousel"
    >
      {block.items.map((item) => (
        <Carousel.Slide key={item.id}>
          <PortfolioCard item={item} ratingLabel={block.ratingLabel} classes={classes} />
        </Carousel.Slide>
      ))}
    </Carousel>
  );
}
