import { Link } from 'react-router';
import { pageHref } from '~/paths';
import { Icon } from '~/ui/Icon';
import type { FieldProps } from '~/ui/field';
import classes from './CtaButton.module.css';

type CtaButtonProps = {
  href: string;
  size?: 'lg' | 'xl';
  tone?: 'primary' | 'light';
  className?: string;
  /** The field behind the label (src/ui/field.ts). */
  field?: FieldProps;
  children: React.ReactNode;
};

/**
 * A call-to-action link drawn as a button. Plain markup on purpose: it is on every page, and a
 * link needs no button behaviour, so it ships no component code.
 */
export function CtaButton({ href, size = 'lg', tone = 'primary', className, field, children }: CtaButtonProps) {
  return (
    <Link to={pageHref(href)} className={`${classes.button} ${className ?? ''}`} data-size={size} data-tone={tone}>
      <span className={classes.label} {...field}>
        {children}
      </span>
      <Icon name="rocket" size={18} />
    </Link>
  );
}
