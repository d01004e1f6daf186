import { Text, Title } from '@mantine/core';
import type { ProcessBlock } from '~/blocks/types';
import { Picture } from '~/ui/Picture/Picture';
import { SectionShell } from '~/ui/SectionShell/SectionShell';
import classes from './Process.module.css';
import { Grid } from '~/ui/Grid/Grid';
import { field } from '~/ui/field';

export function Process({ block }: { block: ProcessBlock }) {
  return (
    <SectionShell
      id={block.anchor}
      eyebrow={block.eyebrow}
      title={block.title}
      tone="muted"
      fields={{ eyebrow: field(block, 'eyebrow'), title: field(block, 'title') }}
    >
      <Grid md={3} component="ol" className={classes.steps}>
        {block.steps.map((step, i) => (
          <li key={step.number} className={classes.step}>
            <div className={classes.media}>
              <Picture
                src={step.image}
                alt={step.imageAlt}
                width={480}
                height={320}
                sizes="(min-width: 62em) 360px, 100vw"
                className={classes.image}
                field={field(block.steps, i, 'image')}
              />
            </div>
            <div className={classes.body}>
              <Text className={classes.number} aria-hidden="true" {...field(step, 'number')}>
                {step.number}
              </Text>
              <Title order={3} className={classes.title} {...field(step, 'title')}>
                {step.title}
              </Title>
              <Text c="dimmed" {...field(step, 'text')}>
                {step.text}
              </Text>
            </div>
          </li>
        ))}
      </Grid>
    </SectionShell>
  );
}
