import { Anchor, Container, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { SiteFooterBlock } from '~/blocks/types';
import { pageHref } from '~/paths';
import classes from './SiteFooter.module.css';
import { field } from '~/ui/field';

export function SiteFooter({ block }: { block: SiteFooterBlock }) {
  return (
    <footer className={classes.footer}>
      <Container size="lg" className={classes.inner}>
        <Text className={classes.text} {...field(block, 'text')}>
          {block.text}
        </Text>
        <Anchor component={Link} to={pageHref(block.home.href)} className={classes.home} {...field(block.home, 'label')}>
          {block.home.label}
        </Anchor>
      </Container>
    </footer>
  );
}
