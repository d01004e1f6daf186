import '@mantine/core/styles/Typography.css';
import { Container, Text, Title, Typography } from '@mantine/core';
import type { LegalContent } from '~/content';
import classes from './LegalPage.module.css';
import { field } from '~/ui/field';

/** A legal page: its body is HTML rendered from the Markdown at build time (src/markdown/markdownHtml.tsx). */
export function LegalPage({ page }: { page: LegalContent }) {
  return (
    <Container size="md" className={classes.root}>
      <Title order={1} {...field(page, 'heading')}>
        {page.heading}
      </Title>
      <Text className={classes.updated} {...field(page, 'updated')}>
        {page.updated}
      </Text>
      <Typography className={classes.body}>
        <div dangerouslySetInnerHTML={{ __html: page.html }} {...field(page, 'html')} />
      </Typography>
    </Container>
  );
}
