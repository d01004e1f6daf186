import { Anchor, Button, Container, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { SiteHeaderBlock } from '~/blocks/types';
import { pageHref } from '~/paths';
import { Icon } from '~/ui/Icon';
import classes from './SiteHeader.module.css';
import { field } from '~/ui/field';

export function SiteHeader({ block }: { block: SiteHeaderBlock }) {
  return (
    <header className={classes.header}>
      <Container size="lg" className={classes.inner}>
        <div>
          <Text className={classes.brand} {...field(block, 'brand')}>
            {block.brand}
          </Text>
          {block.tagline && (
            <Text className={classes.tagline} {...field(block, 'tagline')}>
              {block.tagline}
            </Text>
          )}
        </div>
        {block.links && (
          <nav aria-label={block.brand} className={classes.nav}>
            {block.links.map((link, i) => (
              <a key={link.href} href={pageHref(link.href)} className={classes.link} {...field(block, 'links', i, 'label')}>
                {link.label}
              </a>
            ))}
          </nav>
        )}
        <Group gap="sm">
          {block.back && (
            <Anchor component={Link} to={pageHref(block.back.href)} className={classes.back} {...field(block.back, 'label')}>
              <Icon name="arrow-left" size={16} />
              {block.back.label}
            </Anchor>
          )}
          {block.action && (
            <Button type="button" {...field(block, 'action')}>
              {block.action}
            </Button>
          )}
        </Group>
      </Container>
    </header>
  );
}
