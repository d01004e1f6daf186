import { Text, Title } from '@mantine/core';
import type { IncludedBlock } from '~/blocks/types';
import { SectionShell } from '~/ui/SectionShell/SectionShell';
import classes from './Included.module.css';
import { Grid } from '~/ui/Grid/Grid';
import { IconBadge } from '~/ui/IconBadge/IconBadge';
import { field } from '~/ui/field';

export function Included({ block }: { block: IncludedBlock }) {
  return (
    <SectionShell
      id={block.anchor}
      eyebrow={block.eyebrow}
      title={block.title}
      subtitle={block.subtitle}
      fields={{ eyebrow: field(block, 'eyebrow'), title: field(block, 'title'), subtitle: field(block, 'subtitle') }}
    >
      <Grid sm={2} md={3} className={classes.list}>
        {block.features.map((feature) => (
          <li key={feature.title} className={classes.item}>
            <IconBadge name={feature.icon} size={48} field={field(feature, 'icon')} />
            <div>
              <Title order={3} className={classes.title} {...field(feature, 'title')}>
                {feature.title}
              </Title>
              <Text size="sm" c="dimmed" {...field(feature, 'text')}>
                {feature.text}
              </Text>
            </div>
          </li>
        ))}
      </Grid>
    </SectionShell>
  );
}
