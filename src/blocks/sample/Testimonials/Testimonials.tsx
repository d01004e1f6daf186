import { Text } from '@mantine/core';
import type { TestimonialsBlock } from '~/blocks/types';
import { format } from '~/content/tokens';
import { Stars } from '~/ui/Stars/Stars';
import { SampleSection } from '../SampleSection/SampleSection';
import classes from './Testimonials.module.css';
import { Grid } from '~/ui/Grid/Grid';

export function Testimonials({ block }: { block: TestimonialsBlock }) {
  return (
    <SampleSection anchor={block.anchor} eyebrow={block.eyebrow} title={block.title}>
      <Grid md={3} className={classes.list}>
        {block.items.map((item) => (
          <li key={item.name} className={classes.card}>
            <Stars rating={item.rating} label={format(block.ratingLabel, { rating: item.rating })} />
            <blockquote className={classes.quote}>{item.text}</blockquote>
            <Text className={classes.name}>{item.name}</Text>
            {item.detail && <Text className={classes.detail}>{item.detail}</Text>}
          </li>
        ))}
      </Grid>
    </SampleSection>
  );
}
