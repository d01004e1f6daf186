import { Badge, Button, Text, ThemeIcon, Title } from '@mantine/core';
import type { CardsBlock } from '~/blocks/types';
import { Icon } from '~/ui/Icon';
import { Picture } from '~/ui/Picture/Picture';
import { SampleSection } from '../SampleSection/SampleSection';
import classes from './Cards.module.css';
import { themeIconRadius } from '~/ui/themeIconRadius';
import { Grid } from '~/ui/Grid/Grid';
import { field } from '~/ui/field';

export function Cards({ block }: { block: CardsBlock }) {
  return (
    <SampleSection
      anchor={block.anchor}
      eyebrow={block.eyebrow}
      title={block.title}
      subtitle={block.subtitle}
      fields={{ eyebrow: field(block, 'eyebrow'), title: field(block, 'title'), subtitle: field(block, 'subtitle') }}
    >
      <Grid sm={2} md={block.columns} className={classes.list}>
        {block.items.map((item) => (
          <li key={item.title} className={classes.card} data-variant={block.variant}>
            {item.image && (
              <Picture
                src={item.image.src}
                alt={item.image.alt}
                width={800}
                height={560}
                className={classes.image}
                field={field(item.image, 'src')}
              />
            )}
            <div className={classes.body}>
              {item.icon && (
                <ThemeIcon size={48} style={themeIconRadius('md')} variant="light" {...field(item, 'icon')}>
                  <Icon name={item.icon} />
                </ThemeIcon>
              )}
              {item.badge && (
                <Badge variant="light" className={classes.badge} {...field(item, 'badge')}>
                  {item.badge}
                </Badge>
              )}
              <Title order={3} className={classes.title} {...field(item, 'title')}>
                {item.title}
              </Title>
              {item.description && (
                <Text className={classes.text} {...field(item, 'description')}>
                  {item.description}
                </Text>
              )}
              {item.details && (
                <ul className={classes.details}>
                  {item.details.map((detail, i) => (
                    <li key={detail} {...field(item.details ?? [], i)}>
                      {detail}
                    </li>
                  ))}
                </ul>
              )}
              <div className={classes.footer}>
                {item.price && (
                  <Text className={classes.price} {...field(item, 'price')}>
                    {item.price}
                  </Text>
                )}
                {item.available !== undefined && block.availability && (
                  <Badge
                    color={item.available ? 'teal.9' : 'gray.7'}
                    variant="filled"
                    {...field(block.availability, item.available ? 'yes' : 'no')}
                  >
                    {item.available ? block.availability.yes : block.availability.no}
                  </Badge>
                )}
                {item.action && (
                  <Button type="button" size="sm" {...field(item, 'action')}>
                    {item.action}
                  </Button>
                )}
              </div>
            </div>
          </li>
        ))}
      </Grid>
    </SampleSection>
  );
}
