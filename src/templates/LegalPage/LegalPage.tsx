import '@mantine/core/styles/Typography.css';
import { Container, Text, Title, Typography } from '@mantine/core';
import Markdown from 'react-markdown';
import { Link } from 'react-router';
import type { LegalContent } from '~/content';
import { pageHref } from '~/paths';
import classes from './LegalPage.module.css';

const components = {
  a: ({ href = '', children }: { href?: string; children?: React.ReactNode }) =>
    href.startsWith('/') ? <Link to={pageHref(href)}>{children}</Link> : <a href={href}>{children}</a>,
};

export function LegalPage({ page }: { page: LegalContent }) {
  return (
    <Container size="md" className={classes.root}>
      <Title order={1}>{page.heading}</Title>
      <Text className={classes.updated}>{page.updated}</Text>
      <Typography className={classes.body}>
        <Markdown components={components}>{page.body}</Markdown>
      </Typography>
    </Container>
  );
}
