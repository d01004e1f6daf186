import { Text, Title } from '@mantine/core';
import type { HoursBlock } from '~/blocks/types';
import { Icon } from '~/ui/Icon';
import { SampleSection } from '../SampleSection/SampleSection';
import classes from './Hours.module.css';
import { field } from '~/ui/field';

export function Hours({ block }: { block: HoursBlock }) {
  return (
    <SampleSection anchor={block.anchor} alt>
      <div className={classes.card}>
        <Title order={2} className={classes.title} {...field(block, 'title')}>
          <Icon name="clock" />
          {block.title}
        </Title>
        <dl className={classes.rows}>
          {block.rows.map((row) => (
            <div key={row.days} className={classes.row}>
              <dt {...field(row, 'days')}>{row.days}</dt>
              <dd {...field(row, 'hours')}>{row.hours}</dd>
            </div>
          ))}
        </dl>
        {block.note && (
          <Text className={classes.note} {...field(block, 'note')}>
            {block.note}
          </Text>
        )}
      </div>
    </SampleSection>
  );
}
