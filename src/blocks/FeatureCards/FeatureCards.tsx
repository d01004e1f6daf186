import { SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import type { IconName } from '~/content/iconNames';
import { Icon } from '~/ui/Icon';
import classes from './FeatureCards.module.css';

type Feature = { icon: IconName; title: string; text: string };

/** Cards with an icon, a title and a short text. */
export function FeatureCards({ features }: { features: Feature[] }) {
  return (
    <SimpleGrid cols={{ base: 1, md: features.length }} spacing="xl" component="ul" className={classes.list}>
      {features.map((feature) => (
        <li key={feature.title} className={classes.card}>
          <ThemeIcon size={56} radius="md" variant="gradient" gradient={{ from: 'indigo.8', to: 'violet.8' }}>
            <Icon name={feature.icon} size={28} />
          </ThemeIcon>
          <Title order={3} className={classes.title}>
            {feature.title}
          </Title>
          <Text c="dimmed">{feature.text}</Text>
        </li>
      ))}
    </SimpleGrid>
  );
}
