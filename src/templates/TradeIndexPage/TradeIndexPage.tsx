import { Container, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { TradeIndexContent } from '~/content';
import { CtaButton } from '~/ui/CtaButton/CtaButton';
import { Grid } from '~/ui/Grid/Grid';
import classes from './TradeIndexPage.module.css';

/** Every trade page, by name: the full list the footer links to once it holds only the first few. */
export function TradeIndexPage({ page }: { page: TradeIndexContent }) {
  return (
    <>
      <section className={classes.head}>
        <Container size="md">
          <Title order={1} className={classes.heading}>
            {page.heading}
          </Title>
          <Text className={classes.intro}>{page.intro}</Text>
        </Container>
      </section>
      <Container size="lg" className={classes.list}>
        <Grid sm={2} md={3}>
          {page.trades.map((trade) => (
            <li key={trade.slug}>
              <Link to={trade.href} className={classes.card}>
                <span className={classes.name}>{trade.name}</span>
                <span className={classes.badge}>{trade.badge}</span>
              </Link>
            </li>
          ))}
        </Grid>
        <div className={classes.cta}>
          <CtaButton href={page.cta.href}>{page.cta.label}</CtaButton>
        </div>
      </Container>
    </>
  );
}
