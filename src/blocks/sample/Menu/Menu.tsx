import { SimpleGrid, Text, Title } from '@mantine/core';
import type { MenuBlock } from '~/blocks/types';
import { SampleSection } from '../SampleSection/SampleSection';
import classes from './Menu.module.css';

export function Menu({ block }: { block: MenuBlock }) {
  return (
    <SampleSection anchor={block.anchor} eyebrow={block.eyebrow} title={block.title}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48}>
        {block.groups.map((group) => (
          <div key={group.category}>
            <Title order={3} className={classes.category}>
              {group.category}
            </Title>
            <ul className={classes.dishes}>
              {group.items.map((dish) => (
                <li key={dish.name} className={classes.dish}>
                  <div className={classes.line}>
                    <Text className={classes.name}>{dish.name}</Text>
                    <span className={classes.dots} aria-hidden="true" />
                    <Text className={classes.price}>{dish.price}</Text>
                  </div>
                  <Text className={classes.description}>{dish.description}</Text>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </SimpleGrid>
    </SampleSection>
  );
}
