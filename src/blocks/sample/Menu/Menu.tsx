import { Text, Title } from '@mantine/core';
import type { MenuBlock } from '~/blocks/types';
import { SampleSection } from '../SampleSection/SampleSection';
import classes from './Menu.module.css';
import { Grid } from '~/ui/Grid/Grid';
import { field } from '~/ui/field';

export function Menu({ block }: { block: MenuBlock }) {
  return (
    <SampleSection
      anchor={block.anchor}
      eyebrow={block.eyebrow}
      title={block.title}
      fields={{ eyebrow: field(block, 'eyebrow'), title: field(block, 'title') }}
    >
      <Grid md={2} gap={48} component="div">
        {block.groups.map((group) => (
          <div key={group.category}>
            <Title order={3} className={classes.category} {...field(group, 'category')}>
              {group.category}
            </Title>
            <ul className={classes.dishes}>
              {group.items.map((dish) => (
                <li key={dish.name} className={classes.dish}>
                  <div className={classes.line}>
                    <Text className={classes.name} {...field(dish, 'name')}>
                      {dish.name}
                    </Text>
                    <span className={classes.dots} aria-hidden="true" />
                    <Text className={classes.price} {...field(dish, 'price')}>
                      {dish.price}
                    </Text>
                  </div>
                  <Text className={classes.description} {...field(dish, 'description')}>
                    {dish.description}
                  </Text>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </Grid>
    </SampleSection>
  );
}
