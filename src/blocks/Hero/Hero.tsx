import { Container, Text, Title } from '@mantine/core';
import type { HeroBlock } from '~/blocks/types';
import { DemoVideo } from '~/blocks/DemoVideo/DemoVideo';
import { Island } from '~/islands/Island';
import { CtaButton } from '~/ui/CtaButton/CtaButton';
import classes from './Hero.module.css';
import { Grid } from '~/ui/Grid/Grid';
import { IconBadge } from '~/ui/IconBadge/IconBadge';
import { field } from '~/ui/field';

export function Hero({ block }: { block: HeroBlock }) {
  const { title, caption, ...video } = block.video;
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
              <IconBadge name={item.icon} size={44} round field={field(item, 'icon')} />
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
        <figure className={classes.video} aria-labelledby="demo-video-title">
          <Title order={2} id="demo-video-title" className={classes.videoTitle} {...field(block.video, 'title')}>
            {title}
          </Title>
          <Island name="demo-video" component={DemoVideo} props={{ video }} />
          <figcaption className={classes.caption} {...field(block.video, 'caption')}>
            {caption}
          </figcaption>
        </figure>
      </Container>
    </section>
  );
}
