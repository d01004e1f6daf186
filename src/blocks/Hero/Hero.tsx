import { useEffect, useRef } from 'react';
import { Container, Text, Title } from '@mantine/core';
import type { HeroBlock } from '~/blocks/types';
import { asset } from '~/ui/asset';
import { CtaButton } from '~/ui/CtaButton/CtaButton';
import classes from './Hero.module.css';
import { Grid } from '~/ui/Grid/Grid';
import { IconBadge } from '~/ui/IconBadge/IconBadge';
import { Icon } from '~/ui/Icon';
import { enhanceHeroVideo } from './video';
import { field } from '~/ui/field';

export function Hero({ block }: { block: HeroBlock }) {
  const { video } = block;
  // The player's own controls appear when the visitor starts the video: drawn with the page, they would cost the
  // browser a set of SVG icon documents and their styles before the first screen is ready. Until then a play button
  // covers the video; without JavaScript it is a link that opens the video file itself. The poster and the captions
  // (shown, as the video has no sound) come once the page has loaded (./video.ts).
  const figure = useRef<HTMLElement>(null);
  useEffect(() => (figure.current ? enhanceHeroVideo(figure.current) : undefined), []);
  return (
    <section className={classes.hero}>
      <Container size="lg" className={classes.inner}>
        <Text className={classes.eyebrow} {...field(block, 'eyebrow')}>
          {block.eyebrow}
        </Text>
        <Title order={1} className={classes.headline} {...field(block, 'headline')}>
          {block.headline}
        </Title>
        <Text className={classes.intro} {...field(block, 'intro')}>
          {block.intro}
        </Text>
        <CtaButton href={block.cta.href} size="xl" className={classes.cta}>
          <span className={classes.long} {...field(block.cta, 'label')}>
            {block.cta.label}
          </span>
          <span className={classes.short} {...field(block.cta, 'shortLabel')}>
            {block.cta.shortLabel}
          </span>
        </CtaButton>
        <Grid sm={3} component="div" className={classes.highlights}>
          {block.highlights.map((item) => (
            <div key={item.title} className={classes.highlight}>
              <IconBadge name={item.icon} size={44} round />
              <div>
                <Text fw={700} {...field(item, 'title')}>
                  {item.title}
                </Text>
                <Text size="sm" c="dimmed" {...field(item, 'text')}>
                  {item.text}
                </Text>
              </div>
            </div>
          ))}
        </Grid>
        <figure className={classes.video} aria-labelledby="demo-video-title" ref={figure} data-hero-video="">
          <Title order={2} id="demo-video-title" className={classes.videoTitle} {...field(video, 'title')}>
            {video.title}
          </Title>
          <div className={classes.frame}>
            <video
              preload="none"
              playsInline
              data-poster={asset(video.poster)}
              width={video.width}
              height={video.height}
              className={classes.player}
            >
              <source src={asset(video.src)} type="video/mp4" />
              <track kind="captions" src={asset(video.captions)} srcLang="fr" label={video.captionsLabel} />
              {video.fallback}
            </video>
            <a href={asset(video.src)} className={classes.play} aria-label={video.playLabel} data-play="">
              <Icon name="play" size={32} />
            </a>
          </div>
          <figcaption className={classes.caption} {...field(video, 'caption')}>
            {video.caption}
          </figcaption>
        </figure>
      </Container>
    </section>
  );
}
