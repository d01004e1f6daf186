import { Text } from '@mantine/core';
import type { StatsBlock } from '~/blocks/types';
import { SampleSection } from '../SampleSection/SampleSection';
import classes from './Stats.module.css';
import { Grid } from '~/ui/Grid/Grid';

export function Stats({ block }: { block: StatsBlock }) {
  return (
    <SampleSection anchor={block.anchor} title={block.title} alt>
      <Grid base={2} md={Math.min(block.items.length, 4)} gap="md" component="dl" className={classes.list}>
        {block.items.map((item) => (
          <div key={item.label} className={classes.item}>
            <Text component="dt" className={classes.label}>
              {item.label}
            </Text>
            <Text component="dd" className={classes.value}>
              {item.value}
            </Text>
          </div>
        ))}
      </Grid>
    </SampleSection>
  );
}
