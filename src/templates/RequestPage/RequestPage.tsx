import { Container, Text, ThemeIcon, Title } from '@mantine/core';
import type { RequestContent } from '~/content';
import { Island } from '~/islands/Island';
import { RequestIsland } from '~/request/RequestIsland';
import type { Contact } from '~/request/RequestForm';
import classes from './RequestPage.module.css';
import { themeIconRadius } from '~/ui/themeIconRadius';
import { Grid } from '~/ui/Grid/Grid';
import { field } from '~/ui/field';

type RequestPageProps = {
  page: RequestContent;
  endpoint: string;
  timeoutMs: number;
  contact: Contact;
};

/** The request page: read without script; its form is an island. */
export function RequestPage({ page, endpoint, timeoutMs, contact }: RequestPageProps) {
  return (
    <>
      <section className={classes.hero}>
        <Container size="sm">
          <Title order={1} className={classes.heading} {...field(page, 'heading')}>
            {page.heading}
          </Title>
          <Text className={classes.intro} {...field(page, 'intro')}>
            {page.intro}
          </Text>
          <Island name="request-form" component={RequestIsland} props={{ page, endpoint, timeoutMs, contact }} />
        </Container>
      </section>
      <section className={classes.after} aria-labelledby="after-title">
        <Container size="lg">
          <Title order={2} id="after-title" className={classes.afterTitle} {...field(page.after, 'title')}>
            {page.after.title}
          </Title>
          <Grid md={3} component="ol" className={classes.steps}>
            {page.after.steps.map((step, i) => (
              <li key={step.title} className={classes.step}>
                <ThemeIcon size={40} style={themeIconRadius('xl')} aria-hidden="true">
                  {i + 1}
                </ThemeIcon>
                <Title order={3} className={classes.stepTitle} {...field(step, 'title')}>
                  {step.title}
                </Title>
                <Text c="dimmed" {...field(step, 'text')}>
                  {step.text}
                </Text>
              </li>
            ))}
          </Grid>
          <Text className={classes.note} {...field(page.after, 'note')}>
            {page.after.note}
          </Text>
        </Container>
      </section>
    </>
  );
}
