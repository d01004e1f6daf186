import { Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import type { SiteContent, TradeContent } from '~/content';
import { format } from '~/content/tokens';
import { Icon } from '~/ui/Icon';
import { Picture } from '~/ui/Picture/Picture';
import { nextIndex, previousIndex } from './position';
import classes from './SectorCarousel.module.css';

type SectorCarouselProps = {
  slides: TradeContent['slides'];
  labels: SiteContent['carousel'];
};

/** One sample site at a time, with previous/next buttons and dots; both ends wrap around. */
export function SectorCarousel({ slides, labels }: SectorCarouselProps) {
  const [current, setCurrent] = useState(0);
  const count = slides.length;
  return (
    <div className={classes.root} data-testid="sector-carousel">
      <div className={classes.viewport}>
        <ul
          className={classes.track}
          style={{ transform: `translateX(-${current * 100}%)`, transitionDuration: `${labels.transitionMs}ms` }}
        >
          {slides.map((slide, i) => (
            <li
              key={slide.url}
              className={classes.slide}
              inert={i !== current}
              aria-label={format(labels.slideLabel, { n: i + 1, total: count })}
              data-active={i === current || undefined}
            >
              <a href={slide.url} target="_blank" rel="noopener noreferrer" className={classes.link}>
                <Picture
                  src={slide.image}
                  alt=""
                  width={960}
                  height={600}
                  sizes="(max-width: 62em) 100vw, 900px"
                  className={classes.image}
                />
                <span className={classes.specialty}>{slide.specialty}</span>
                <span className={classes.caption}>
                  <Text component="span" className={classes.title}>
                    {slide.title}
                  </Text>
                  <Text component="span" className={classes.description}>
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
        <button
          type="button"
          className={classes.arrow}
          aria-label={labels.previous}
          onClick={() => setCurrent((i) => previousIndex(i, count))}
        >
          <Icon name="arrow-left" />
        </button>
        <div className={classes.dots}>
          {slides.map((slide, i) => (
            <button
              type="button"
              key={slide.url}
              className={classes.dot}
              aria-label={format(labels.goTo, { n: i + 1 })}
              aria-current={i === current || undefined}
              data-active={i === current || undefined}
              onClick={() => setCurrent(i)}
            />
          ))}
        </div>
        <button type="button" className={classes.arrow} aria-label={labels.next} onClick={() => setCurrent((i) => nextIndex(i, count))}>
          <Icon name="arrow-right" />
        </button>
      </div>
    </div>
  );
}
