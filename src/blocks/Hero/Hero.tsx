import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { Container, Text, Title } from '@mantine/core';
import type { HeroBlock } from '~/blocks/types';
import { asset } from '~/ui/asset';
import { CtaButton } from '~/ui/CtaButton/CtaButton';
import classes from './Hero.module.css';
import { Grid } from '~/ui/Grid/Grid';
import { IconBadge } from '~/ui/IconBadge/IconBadge';
import { Icon } from '~/ui/Icon';

export function Hero({ block }: { block: HeroBlock }) {
  const { video } = block;
  // The poster and the captions are switched on once the page is interactive: as a poster attribute and a
  // default track in the HTML they would be downloaded with the page, competing with the first screen's
  // text for things further down. The captions start shown because the video has no sound.
  const player = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const element = player.current;
    if (!element) return;
    element.poster = asset(video.poster);
    const captions = element.textTracks as TextTrackList | undefined; // not implemented by every DOM (jsdom)
    if (captions?.[0]) captions[0].mode = 'showing';
  }, [video.poster]);
  // The player's own controls appear when the visitor starts the video: drawn with the page, they would cost
  // the browser a set of SVG icon documents and their styles before the first screen is ready. Until then a
  // play button covers the video; without JavaScript it is a link that opens the video file itself.
  const [started, setStarted] = useState(false);
  const start = (event: MouseEvent) => {
    const element = player.current;
    if (!element) return;
    event.preventDefault();
    element.controls = true;
    element.focus();
    element.play().catch(() => {}); // a browser may refuse to play; the controls are there for another try
    setStarted(true);
  };
  return (
    <section className={classes.hero}>
      <Container size="lg" className={classes.inner}>
        <Text className={classes.eyebrow}>{block.eyebrow}</Text>
        <Title order={1} className={classes.headline}>
          {block.headline}
        </Title>
        <Text className={classes.intro}>{block.intro}</Text>
        <CtaButton href={block.cta.href} size="xl" className={classes.cta}>
          <span className={classes.long}>{block.cta.label}</span>
          <span className={classes.short}>{block.cta.shortLabel}</span>
        </CtaButton>
        <Grid sm={3} component="div" className={classes.highlights}>
          {block.highlights.map((item) => (
            <div key={item.title} className={classes.highlight}>
              <IconBadge name={item.icon} size={44} round />
              <div>
                <Text fw={700}>{item.title}</Text>
                <Text size="sm" c="dimmed">
                  {item.text}
                </Text>
              </div>
            </div>
          ))}
        </Grid>
        <figure className={classes.video} aria-labelledby="demo-video-title">
          <Title order={2} id="demo-video-title" className={classes.videoTitle}>
            {video.title}
          </Title>
          <div className={classes.frame}>
            <video
              controls={started}
              preload="none"
              playsInline
              ref={player}
              width={video.width}
              height={video.height}
              className={classes.player}
            >
              <source src={asset(video.src)} type="video/mp4" />
              <track kind="captions" src={asset(video.captions)} srcLang="fr" label={video.captionsLabel} />
              {video.fallback}
            </video>
            {!started && (
              <a href={asset(video.src)} className={classes.play} aria-label={video.playLabel} onClick={start}>
                <Icon name="play" size={32} />
              </a>
            )}
          </div>
          <figcaption className={classes.caption}>{video.caption}</figcaption>
        </figure>
      </Container>
    </section>
  );
}
