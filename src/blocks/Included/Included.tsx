import { SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import type { IncludedBlock } from '~/blocks/types';
import { Icon } from '~/ui/Icon';
import { SectionShell } from '~/ui/SectionShell/SectionShell';
import classes from './Included.module.css';

export function Included({ block }: { block: IncludedBlock }) {
  return (
    <SectionShell id={block.anchor} eyebrow={block.eyebrow} title={block.title} subtitle={block.subtitle}>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" component="ul" className={classes.list}>
        {block.features.map((feature) => (
          <li key={feature.title} className={classes.item}>
            <ThemeIcon size={48} radius="md" variant="light">
              <Icon name={feature.icon} />
            </ThemeIcon>
            <div>
              <Title order={3} className={classes.title}>
                {feature.title}
              </Title>
              <Text size="sm" c="dimmed">
                {feature.text}
              </Text>
            </div>
          </li>
        ))}
      </SimpleGrid>
    </SectionShell>
  );
}
