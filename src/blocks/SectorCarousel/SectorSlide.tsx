import { Carousel } from '@mantine/carousel';
import { Text, VisuallyHidden } from '@mantine/core';
import { memo } from 'react';
import { format } from '~/content/tokens';
import { field } from '~/ui/field';
import { Picture } from '~/ui/Picture/Picture';
import type { SectorCarouselProps } from './SectorCarousel';
import classes from './SectorCarousel.module.css';

type SectorSlideProps = Pick<SectorCarouselProps, 'slides' | 'labels'> & { index: number };

/**
 * One sample site of the trade carousel: a link to it, its screenshot, its specialty, and its caption shown on hover
 * and focus. Drawn again only when its props change (`memo`): the carousel's own state (the slide shown, Embla
 * arriving) leaves the slides as they are.
 */
export const SectorSlide = memo(function SectorSlide({ slides, index, labels }: SectorSlideProps) {
  const slide = slides[index];
  if (!slide) return null;
  return (
    <Carousel.Slide aria-roledescription={labels.slideRole} aria-label={format(labels.slideLabel, { n: index + 1, total: slides.length })}>
      <a href={slide.url} target="_blank" rel="noopener noreferrer" className={classes.link} draggable={false}>
        <Picture
          src={slide.image}
          alt=""
          width={960}
          height={600}
          sizes="(max-width: 62em) 100vw, 900px"
          className={classes.image}
          field={field(slides, index, 'image')}
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
    </Carousel.Slide>
  );
});
