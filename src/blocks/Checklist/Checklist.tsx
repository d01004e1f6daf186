import { SimpleGrid, ThemeIcon } from '@mantine/core';
import { Icon } from '~/ui/Icon';
import classes from './Checklist.module.css';

/** A list of what is included, each line with a check mark. */
export function Checklist({ items }: { items: string[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" component="ul" className={classes.list}>
      {items.map((item) => (
        <li key={item} className={classes.item}>
          <ThemeIcon size={28} radius="xl" color="teal.9">
            <Icon name="check" size={16} />
          </ThemeIcon>
          <span>{item}</span>
        </li>
      ))}
    </SimpleGrid>
  );
}
