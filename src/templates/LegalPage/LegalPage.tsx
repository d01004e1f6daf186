import '@mantine/core/styles/Typography.css';
import { Container, Text, Title, Typography } from '@mantine/core';
import type { LegalHtml } from './legalHtml';
import classes from './LegalPage.module.css';

/** A legal page: its body is HTML rendered from the Markdown at build time (see legalHtml). */
export function LegalPage({ page }: { page: LegalHtml }) {
  return (
    <Container size="md" className={classes.root}>
      <Title order={1}>{page.heading}</Title>
      <Text className={classes.updated}>{page.updated}</Text>
      <Typography className={classes.body}>
        <div dangerouslySetInnerHTML={{ __html: page.html }} />
      </Typography>
    </Container>
  );
}
