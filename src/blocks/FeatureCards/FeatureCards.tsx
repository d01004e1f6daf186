import { Text, Title } from '@mantine/core';
import type { IconName } from '~/content';
import classes from './FeatureCards.module.css';
import { Grid } from '~/ui/Grid/Grid';
import { IconBadge } from '~/ui/IconBadge/IconBadge';
import { field } from '~/ui/field';

type Feature = { icon: IconName; title: string; text: string };

/** Cards with an icon, a title and a short text. */
export function FeatureCards({ features }: { features: Feature[] }) {
  return (
    <Grid md={3} className={classes.list}>
      {features.map((feature) => (
        <li key={feature.title} className={classes.card}>
          <IconBadge name={feature.icon} size={56} tone="strong" field={field(feature, 'icon')} />
          <Title order={3} className={classes.title} {...field(feature, 'title')}>
            {feature.title}
          </Title>
          <Text c="dimmed" {...field(feature, 'text')}>
            {feature.text}
          </Text>
        </li>
      ))}
    </Grid>
  );
}
