import { Container, Text, Title } from '@mantine/core';
import type { NotFoundContent } from '~/content';
import { CtaButton } from '~/ui/CtaButton/CtaButton';
import classes from './NotFound.module.css';
import { field } from '~/ui/field';

export function NotFound({ page }: { page: NotFoundContent }) {
  return (
    <Container size="sm" className={classes.root}>
      <Text className={classes.code} aria-hidden="true">
        404
      </Text>
      <Title order={1} {...field(page, 'heading')}>
        {page.heading}
      </Title>
      <Text className={classes.text} {...field(page, 'text')}>
        {page.text}
      </Text>
      <CtaButton href="/" field={field(page, 'homeLabel')}>
        {page.homeLabel}
      </CtaButton>
    </Container>
  );
}
