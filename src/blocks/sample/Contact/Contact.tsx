import { Button, Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import type { ContactBlock } from '~/blocks/types';
import { Icon } from '~/ui/Icon';
import { SampleSection } from '../SampleSection/SampleSection';
import classes from './Contact.module.css';

export function Contact({ block }: { block: ContactBlock }) {
  return (
    <SampleSection anchor={block.anchor} eyebrow={block.eyebrow} title={block.title} subtitle={block.text}>
      <SimpleGrid cols={{ base: 1, sm: Math.min(block.lines.length, 3) }} spacing="lg" component="ul" className={classes.list}>
        {block.lines.map((line) => (
          <li key={line.label} className={classes.line}>
            <ThemeIcon size={44} radius="xl" variant="light">
              <Icon name={line.icon} />
            </ThemeIcon>
            <div>
              <Text className={classes.label}>{line.label}</Text>
              <Text className={classes.value}>{line.value}</Text>
            </div>
          </li>
        ))}
      </SimpleGrid>
      {block.actions && (
        <Group justify="center" mt={40}>
          {block.actions.map((action) => (
            <Button key={action.label} type="button" size="lg" variant={action.variant}>
              {action.label}
            </Button>
          ))}
        </Group>
      )}
    </SampleSection>
  );
}
