import { Button, Group, Text, ThemeIcon } from '@mantine/core';
import type { ContactBlock } from '~/blocks/types';
import { Icon } from '~/ui/Icon';
import { SampleSection } from '../SampleSection/SampleSection';
import classes from './Contact.module.css';
import { themeIconRadius } from '~/ui/themeIconRadius';
import { Grid } from '~/ui/Grid/Grid';
import { field } from '~/ui/field';

export function Contact({ block }: { block: ContactBlock }) {
  return (
    <SampleSection
      anchor={block.anchor}
      eyebrow={block.eyebrow}
      title={block.title}
      subtitle={block.text}
      fields={{ eyebrow: field(block, 'eyebrow'), title: field(block, 'title'), subtitle: field(block, 'text') }}
    >
      <Grid sm={Math.min(block.lines.length, 3)} className={classes.list}>
        {block.lines.map((line) => (
          <li key={line.label} className={classes.line}>
            <ThemeIcon size={44} style={themeIconRadius('xl')} variant="light" {...field(line, 'icon')}>
              <Icon name={line.icon} />
            </ThemeIcon>
            <div>
              <Text className={classes.label} {...field(line, 'label')}>
                {line.label}
              </Text>
              <Text className={classes.value} {...field(line, 'value')}>
                {line.value}
              </Text>
            </div>
          </li>
        ))}
      </Grid>
      {block.actions && (
        <Group justify="center" mt={40}>
          {block.actions.map((action, i) => (
            <Button key={action.label} type="button" size="lg" variant={action.variant} {...field(block, 'actions', i, 'label')}>
              {action.label}
            </Button>
          ))}
        </Group>
      )}
    </SampleSection>
  );
}
