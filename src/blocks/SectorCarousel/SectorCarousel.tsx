import { Text, VisuallyHidden } from '@mantine/core';
import { useEffect, useRef } from 'react';
import type { SiteContent, TradeContent } from '~/content';
import { format } from '~/content/tokens';
import { Icon } from '~/ui/Icon';
import { Picture } from '~/ui/Picture/Picture';
import { enhanceSectorCarousel } from './enhance';
import classes from './SectorCarousel.module.css';
import { field } from '~/ui/field';

type SectorCarouselProps = {
  slides: TradeContent['slides'];
  labels: SiteContent['carousel'];
};

/** The slide shown in the HTML; the carousel's script moves on from there. */
const FIRST = 0;

/**
 * One sample site at a time, with previous/next buttons and dots; both ends wrap around. Its behaviour is a small
 * script of its own (./enhance.ts): run from an effect when React renders the carousel, and inline at the end of a
 * page that ships no React (the trade route's `handle.inlineScripts`).
 */
export function SectorCarousel({ slides, labels }: SectorCarouselProps) {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => (root.current ? enhanceSectorCarousel(root.current) : undefined), []);
  const count = slides.length;
  return (
    <div className={classes.root} data-testid="sector-carousel" data-sector-carousel="" ref={root}>
      <div className={classes.viewport}>
        <ul className={classes.track} style={{ transform: `translateX(-${FIRST * 100}%)`, transitionDuration: `${labels.transitionMs}ms` }}>
          {slides.map((slide, i) => (
            <li
              key={slide.url}
              className={classes.slide}
              inert={i !== FIRST}
              aria-label={format(labels.slideLabel, { n: i + 1, total: count })}
              data-active={i === FIRST || undefined}
            >
              <a href={slide.url} target="_blank" rel="noopener noreferrer" className={classes.link}>
                <Picture
                  src={slide.image}
                  alt=""
                  width={960}
                  height={600}
                  sizes="(max-width: 62em) 100vw, 900px"
                  className={classes.image}
                  field={field(slides, i, 'image')}
                />
                <span className={classes.specialty} {...field(slide, 'specialty')}>
                  {slide.specialty}
                </span>
                <span className={classes.caption}>
                  <Text component="span" className={classes.title} {...field(slide, 'title')}>
                    {slide.title}
                  </Text>
                  <Text component="span" className={classes.description} {...field(slide, 'description')}>
                    {slide.description}
                  </Text>
                  <VisuallyHidden>{labels.newTab}</VisuallyHidden>
                </span>
              </a>
            </li>
          ))}
        </ul>
      </div>
      <div className={classes.controls}>
        <button type="button" className={classes.arrow} aria-label={labels.previous} data-step={-1}>
          <Icon name="arrow-left" />
        </button>
        <div className={classes.dots}>
          {slides.map((slide, i) => (
            <button
              type="button"
              key={slide.url}
              className={classes.dot}
              aria-label={format(labels.goTo, { n: i + 1 })}
              aria-current={i === FIRST || undefined}
              data-active={i === FIRST || undefined}
              data-slide={i}
            />
          ))}
        </div>
        <button type="button" className={classes.arrow} aria-label={labels.next} data-step={1}>
          <Icon name="arrow-right" />
        </button>
      </div>
    </div>
  );
}
