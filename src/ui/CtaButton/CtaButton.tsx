import { Button, type ButtonProps } from '@mantine/core';
import { Link } from 'react-router';
import { Icon } from '~/ui/Icon';
import classes from './CtaButton.module.css';

type CtaButtonProps = ButtonProps & { href: string; children: React.ReactNode };

/** A call-to-action button that navigates inside the site. */
export function CtaButton({ href, children, ...props }: CtaButtonProps) {
  return (
    <Button
      component={Link}
      to={href}
      size="lg"
      rightSection={<Icon name="rocket" size={18} />}
      classNames={{ root: classes.button, label: classes.label }}
      {...props}
    >
      {children}
    </Button>
  );
}
