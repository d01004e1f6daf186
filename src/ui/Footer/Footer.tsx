import { Anchor, Container, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { FooterTrades, SiteContent } from '~/content';
import { pageHref, TRADE_INDEX_PATH } from '~/paths';
import { format } from '~/content/tokens';
import { telHref } from '~/ui/tel';
import classes from './Footer.module.css';
import { Grid } from '~/ui/Grid/Grid';
import { field } from '~/ui/field';

export function Footer({ site, trades }: { site: SiteContent; trades: FooterTrades }) {
  return (
    <footer className={classes.footer}>
      <Container size="xl">
        <Grid sm={2} md={4} component="div">
          <div className={classes.column}>
            <Text className={classes.brand} {...field(site, 'brand')}>
              {site.brand}
            </Text>
            <Text size="sm" className={classes.muted} {...field(site.footer, 'about')}>
              {site.footer.about}
            </Text>
          </div>
          <nav aria-labelledby="footer-trades" className={classes.wide}>
            <Title order={2} id="footer-trades" className={classes.title} {...field(site.footer, 'tradesTitle')}>
              {site.footer.tradesTitle}
            </Title>
            <ul className={classes.trades}>
              {trades.links.map((trade) => (
                <li key={trade.slug}>
                  <Anchor component={Link} to={trade.href} className={classes.link}>
                    {trade.name}
                  </Anchor>
                </li>
              ))}
            </ul>
            <Anchor component={Link} to={TRADE_INDEX_PATH} className={classes.more}>
              {trades.indexLabel}
            </Anchor>
          </nav>
          <div className={classes.column}>
            <nav aria-labelledby="footer-legal">
              <Title order={2} id="footer-legal" className={classes.title} {...field(site.footer, 'legalTitle')}>
                {site.footer.legalTitle}
              </Title>
              <ul className={classes.list}>
                {site.footer.legal.map((link, i) => (
                  <li key={link.href}>
                    <Anchor component={Link} to={pageHref(link.href)} className={classes.link} {...field(site.footer.legal, i, 'label')}>
                      {link.label}
                    </Anchor>
                  </li>
                ))}
              </ul>
            </nav>
            <div>
              <Title order={2} className={classes.title} {...field(site.footer, 'contactTitle')}>
                {site.footer.contactTitle}
              </Title>
              <ul className={classes.list}>
                <li>
                  <Anchor href={telHref(site.phone)} className={classes.link} {...field(site, 'phone')}>
                    {site.phone}
                  </Anchor>
                </li>
                <li>
                  <Anchor href={`mailto:${site.email}`} className={classes.link} {...field(site, 'email')}>
                    {site.email}
                  </Anchor>
                </li>
              </ul>
            </div>
          </div>
        </Grid>
        <Text size="sm" className={classes.copyright}>
          {format(site.footer.copyright, { year: new Date().getFullYear() })}
        </Text>
      </Container>
    </footer>
  );
}
