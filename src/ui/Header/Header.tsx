import { Container } from '@mantine/core';
import { Link } from 'react-router';
import type { SiteContent } from '~/content';
import { format } from '~/content/tokens';
import { Icon } from '~/ui/Icon';
import classes from './Header.module.css';
import { telHref } from '~/ui/tel';
import { Logo } from './Logo';
import { field } from '~/ui/field';
import { MAIN_ANCHOR } from '../../../schema/anchors.ts';

export function Header({ site }: { site: SiteContent }) {
  return (
    <header className={classes.header}>
      <a href={`#${MAIN_ANCHOR}`} className={classes.skip} {...field(site.header, 'skipLink')}>
        {site.header.skipLink}
      </a>
      <Container size="xl" className={classes.inner}>
        <Link to="/" className={classes.brand} aria-label={site.header.homeLabel}>
          <Logo className={classes.logo} />
          {site.brand}
        </Link>
        <div>
          <a
            href={telHref(site.phone)}
            className={classes.phone}
            aria-label={format(site.header.phoneLabel, { phone: site.phone })}
            {...field(site, 'phone')}
          >
            <Icon name="phone" size={18} />
            {site.phone}
          </a>
        </div>
      </Container>
    </header>
  );
}
