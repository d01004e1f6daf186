import { Text } from '@mantine/core';
import type { StatsBlock } from '~/blocks/types';
import { SampleSection } from '../SampleSection/SampleSection';
import classes from './Stats.module.css';
import { Grid } from '~/ui/Grid/Grid';
import { field } from '~/ui/field';

export function Stats({ block }: { block: StatsBlock }) {
  return (
    <SampleSection anchor={block.anchor} title={block.title} alt fields={{ title: field(block, 'title') }}>
      <Grid base={2} md={Math.min(block.items.length, 4)} gap="md" component="dl" className={classes.list}>
        {block.items.map((item) => (
          <div key={item.label} className={classes.item}>
            <Text component="dt" className={classes.label} {...field(item, 'label')}>
              {item.label}
            </Text>
            <Text component="dd" className={classes.value} {...field(item, 'value')}>
              {item.value}
            </Text>
          </div>
        ))}
      </Grid>
    </SampleSection>
  );
}
