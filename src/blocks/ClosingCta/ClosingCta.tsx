import { Container, Text, Title } from '@mantine/core';
import { CtaButton } from '~/ui/CtaButton/CtaButton';
import { Icon } from '~/ui/Icon';
import type { IconName } from '~/content';
import classes from './ClosingCta.module.css';
import { Grid } from '~/ui/Grid/Grid';
import { field } from '~/ui/field';

export type ClosingCtaProps = {
  block: {
    title: string;
    text: string;
    cta: { label: string; href: string };
    points?: { icon: IconName; title: string; text: string }[];
  };
};

/** The last call to action of a page, on a coloured band. */
export function ClosingCta({ block }: ClosingCtaProps) {
  return (
    <section className={classes.band} aria-labelledby="closing-title">
      <Container size="lg" className={classes.inner}>
        <Title order={2} id="closing-title" className={classes.title} {...field(block, 'title')}>
          {block.title}
        </Title>
        <Text className={classes.text} {...field(block, 'text')}>
          {block.text}
        </Text>
        <CtaButton href={block.cta.href} size="xl" tone="light" field={field(block.cta, 'label')}>
          {block.cta.label}
        </CtaButton>
        {block.points && (
          <Grid sm={3} className={classes.points}>
            {block.points.map((point) => (
              <li key={point.title} className={classes.point}>
                <Icon name={point.icon} size={28} field={field(point, 'icon')} />
                <Text fw={700} size="lg" {...field(point, 'title')}>
                  {point.title}
                </Text>
                <Text size="sm" className={classes.pointText} {...field(point, 'text')}>
                  {point.text}
                </Text>
              </li>
            ))}
          </Grid>
        )}
      </Container>
    </section>
  );
}
