import { Carousel } from '@mantine/carousel';
import { VisuallyHidden } from '@mantine/core';
import type { EmblaCarouselType } from 'embla-carousel';
import { useId, useLayoutEffect, useState } from 'react';
import type { SiteContent, TradeContent } from '~/content';
import { format } from '~/content/tokens';
import { Icon } from '~/ui/Icon';
import { announceAnswering } from '~/islands/firstTap';
import { emblaDuration } from './emblaDuration';
import { SectorSlide } from './SectorSlide';
import { showFocusedSlide } from './showFocusedSlide';
import { takeOverRow } from './takeOverRow';
import classes from './SectorCarousel.module.css';

export type SectorCarouselProps = {
  slides: TradeContent['slides'];
  labels: SiteContent['carousel'];
};

/**
 * One sample site at a time (Mantine's Carousel, on Embla): previous and next buttons, dots, arrow keys, a finger's
 * swipe and a mouse's drag; both ends wrap around; a slide whose link takes the keyboard's focus is shown, however
 * the focus came (`showFocusedSlide`). An island on the trade pages (src/islands/registry.ts): until Embla drives it,
 * the slides are a row that a finger swipes (the browser's own scrolling, which Embla then takes over: `takeOverRow`),
 * each slide is a link, and a tap on a button waits for Embla (src/islands/firstTap.ts). The position is read out in
 * French (Mantine's own live region, in English, is hidden by the stylesheet), and so is the name of the row of dots
 * (Mantine names it « Slides »: a name given by aria-labelledby, through Mantine's `attributes` prop, comes before it).
 */
export function SectorCarousel({ slides, labels }: SectorCarouselProps) {
  const [shown, setShown] = useState(0);
  const total = slides.length;
  const dotsName = useId();
  // Set once Embla drives the carousel (in the browser, after hydration): the row is then Embla's, in the commit that
  // says so to the stylesheet, before the browser draws it.
  const [embla, setEmbla] = useState<EmblaCarouselType>();
  useLayoutEffect(() => {
    if (!embla) return;
    takeOverRow(embla);
    announceAnswering(embla.rootNode());
  }, [embla]);
  return (
    <div className={classes.wrapper}>
      <Carousel
        classNames={classes}
        data-testid="sector-carousel"
        aria-roledescription={labels.carouselRole}
        emblaOptions={{ loop: true, duration: emblaDuration(labels.transitionMs), watchFocus: showFocusedSlide }}
        withIndicators
        controlSize={48}
        previousControlIcon={<Icon name="arrow-left" />}
        nextControlIcon={<Icon name="arrow-right" />}
        previousControlProps={{ 'aria-label': labels.previous }}
        nextControlProps={{ 'aria-label': labels.next }}
        getIndicatorProps={(i) => ({ 'aria-label': format(labels.goTo, { n: i + 1 }) })}
        onSlideChange={setShown}
        getEmblaApi={setEmbla}
        mod={{ scripted: embla !== undefined }}
        attributes={{ indicators: { 'aria-labelledby': dotsName } }}
      >
        {slides.map((slide, i) => (
          <SectorSlide key={slide.url} slides={slides} index={i} labels={labels} />
        ))}
      </Carousel>
      <VisuallyHidden id={dotsName}>{labels.dots}</VisuallyHidden>
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
        {format(labels.slideLabel, { n: shown + 1, total })}
      </VisuallyHidden>
    </div>
  );
}
