import { Text } from '@mantine/core';
import type { TestimonialsBlock } from '~/blocks/types';
import { format } from '~/content/tokens';
import { Stars } from '~/ui/Stars/Stars';
import { SampleSection } from '../SampleSection/SampleSection';
import classes from './Testimonials.module.css';
import { Grid } from '~/ui/Grid/Grid';
import { field } from '~/ui/field';

export function Testimonials({ block }: { block: TestimonialsBlock }) {
  return (
    <SampleSection
      anchor={block.anchor}
      eyebrow={block.eyebrow}
      title={block.title}
      fields={{ eyebrow: field(block, 'eyebrow'), title: field(block, 'title') }}
    >
      <Grid md={3} className={classes.list}>
        {block.items.map((item) => (
          <li key={item.name} className={classes.card}>
            <Stars rating={item.rating} label={format(block.ratingLabel, { rating: item.rating })} />
            <blockquote className={classes.quote} {...field(item, 'text')}>
              {item.text}
            </blockquote>
            <Text className={classes.name} {...field(item, 'name')}>
              {item.name}
            </Text>
            {item.detail && (
              <Text className={classes.detail} {...field(item, 'detail')}>
                {item.detail}
              </Text>
            )}
          </li>
        ))}
      </Grid>
    </SampleSection>
  );
}
