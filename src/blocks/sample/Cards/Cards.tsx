import { Badge, Button, Text, ThemeIcon, Title } from '@mantine/core';
import type { CardsBlock } from '~/blocks/types';
import { Icon } from '~/ui/Icon';
import { Picture } from '~/ui/Picture/Picture';
import { SampleSection } from '../SampleSection/SampleSection';
import classes from './Cards.module.css';
import { themeIconRadius } from '~/ui/themeIconRadius';
import { Grid } from '~/ui/Grid/Grid';

export function Cards({ block }: { block: CardsBlock }) {
  return (
    <SampleSection anchor={block.anchor} eyebrow={block.eyebrow} title={block.title} subtitle={block.subtitle}>
      <Grid sm={2} md={block.columns} className={classes.list}>
        {block.items.map((item) => (
          <li key={item.title} className={classes.card} data-variant={block.variant}>
            {item.image && <Picture src={item.image.src} alt={item.image.alt} width={800} height={560} className={classes.image} />}
            <div className={classes.body}>
              {item.icon && (
                <ThemeIcon size={48} style={themeIconRadius('md')} variant="light">
                  <Icon name={item.icon} />
                </ThemeIcon>
              )}
              {item.badge && (
                <Badge variant="light" className={classes.badge}>
                  {item.badge}
                </Badge>
              )}
              <Title order={3} className={classes.title}>
                {item.title}
              </Title>
              {item.description && <Text className={classes.text}>{item.description}</Text>}
              {item.details && (
                <ul className={classes.details}>
                  {item.details.map((detail) => (
                    <li key={detail}>{detail}</li>
                  ))}
                </ul>
              )}
              <div className={classes.footer}>
                {item.price && <Text className={classes.price}>{item.price}</Text>}
                {item.available !== undefined && block.availability && (
                  <Badge color={item.available ? 'teal.9' : 'gray.7'} variant="filled">
                    {item.available ? block.availability.yes : block.availability.no}
                  </Badge>
                )}
                {item.action && (
                  <Button type="button" size="sm">
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
