import { Link } from 'react-router';
import { pageHref } from '~/paths';
import { Icon } from '~/ui/Icon';
import classes from './FloatingCta.module.css';

/** Round button fixed at the bottom right of the screen, whatever the scroll position. */
export function FloatingCta({ label, href }: { label: string; href: string }) {
  return (
    <Link to={pageHref(href)} className={classes.button} aria-label={label} title={label}>
      <Icon name="rocket" size={28} />
    </Link>
  );
}
