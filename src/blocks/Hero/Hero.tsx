import { Container, Text, Title } from '@mantine/core';
import type { HeroBlock } from '~/blocks/types';
import { DemoVideo } from '~/blocks/DemoVideo/DemoVideo';
import { Island } from '~/islands/Island';
import { CtaButton } from '~/ui/CtaButton/CtaButton';
import classes from './Hero.module.css';
import { Grid } from '~/ui/Grid/Grid';
import { IconBadge } from '~/ui/IconBadge/IconBadge';

export function Hero({ block }: { block: HeroBlock }) {
  const { title, caption, ...video } = block.video;
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
            {title}
          </Title>
          <Island name="demo-video" component={DemoVideo} props={{ video }} />
          <figcaption className={classes.caption}>{caption}</figcaption>
        </figure>
      </Container>
    </section>
  );
}
