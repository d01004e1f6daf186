import { Badge, Button, Container, Group, Text, Title } from '@mantine/core';
import type { SiteHeroBlock } from '~/blocks/types';
import { Picture } from '~/ui/Picture/Picture';
import classes from './SiteHero.module.css';
import { field } from '~/ui/field';

export function SiteHero({ block }: { block: SiteHeroBlock }) {
  return (
    <section id={block.anchor} className={classes.hero} data-with-image={block.image ? true : undefined}>
      <Container size="lg" className={classes.inner}>
        <div className={classes.copy}>
          {block.badge && (
            <Badge size="lg" variant="light" className={classes.badge} {...field(block, 'badge')}>
              {block.badge}
            </Badge>
          )}
          <Title order={1} className={classes.title} {...field(block, 'title')}>
            {block.title}
          </Title>
          <Text className={classes.subtitle} {...field(block, 'subtitle')}>
            {block.subtitle}
          </Text>
          {block.actions && (
            <Group gap="sm" mt="xl">
              {block.actions.map((action, i) => (
                <Button key={action.label} type="button" size="lg" variant={action.variant} {...field(block, 'actions', i, 'label')}>
                  {action.label}
                </Button>
              ))}
            </Group>
          )}
        </div>
        {block.image && (
          <Picture
            src={block.image.src}
            alt={block.image.alt}
            width={1200}
            height={900}
            eager
            className={classes.image}
            field={field(block.image, 'src')}
          />
        )}
      </Container>
    </section>
  );
}
