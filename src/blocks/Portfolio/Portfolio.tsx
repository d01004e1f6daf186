import '@mantine/carousel/styles.css';
import { Carousel } from '@mantine/carousel';
import { Text, Title } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import Autoplay from 'embla-carousel-autoplay';
import { useMemo, useState } from 'react';
import type { PortfolioBlock } from '~/blocks/types';
import { format } from '~/content/tokens';
import { Icon } from '~/ui/Icon';
import { LockedOverlay } from '~/ui/LockedOverlay/LockedOverlay';
import { Picture } from '~/ui/Picture/Picture';
import { SectionShell } from '~/ui/SectionShell/SectionShell';
import { Stars } from '~/ui/Stars/Stars';
import classes from './Portfolio.module.css';

const DEVICE_ICONS = { desktop: 'device-laptop', mobile: 'device-mobile', tablet: 'device-tablet' } as const;

export function Portfolio({ block }: { block: PortfolioBlock }) {
  const reducedMotion = useReducedMotion();
  const [current, setCurrent] = useState(0);
  const plugins = useMemo(
    () => (reducedMotion ? [] : [Autoplay({ delay: block.autoplayDelay, stopOnInteraction: false })]),
    [reducedMotion, block.autoplayDelay],
  );
  return (
    <SectionShell id={block.anchor} eyebrow={block.eyebrow} title={block.title} subtitle={block.subtitle} tone="dark" size="xl">
      <LockedOverlay title={block.overlay.title} text={block.overlay.text} cta={block.overlay.cta} proof={block.overlay.proof}>
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
              <article className={classes.card}>
                <Picture src={item.image} alt="" width={640} height={400} className={classes.image} />
                <div className={classes.body}>
                  <Text size="xs" className={classes.category}>
                    {item.category}
                  </Text>
                  <Title order={3} className={classes.title}>
                    {item.title}
                  </Title>
                  <div className={classes.meta}>
                    <span className={classes.devices}>
                      {item.devices.map((device) => (
                        <Icon key={device} name={DEVICE_ICONS[device]} size={18} />
                      ))}
                    </span>
                    <Stars rating={item.rating} label={format(block.ratingLabel, { rating: item.rating })} />
                  </div>
                </div>
              </article>
            </Carousel.Slide>
          ))}
        </Carousel>
      </LockedOverlay>
    </SectionShell>
  );
}
