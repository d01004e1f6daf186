import { Text, Title } from '@mantine/core';
import { CtaButton } from '~/ui/CtaButton/CtaButton';
import { Icon } from '~/ui/Icon';
import classes from './LockedOverlay.module.css';

type LockedOverlayProps = {
  title: string;
  text: string;
  cta: { label: string; href: string };
  proof?: string;
  children: React.ReactNode;
};

/**
 * Shows its children blurred behind a call to action. The blurred content is inert and hidden
 * from assistive technology, so neither the keyboard nor a screen reader reaches it.
 */
export function LockedOverlay({ title, text, cta, proof, children }: LockedOverlayProps) {
  return (
    <div className={classes.root}>
      <div className={classes.blurred} inert aria-hidden="true" data-testid="locked-content">
        {children}
      </div>
      <div className={classes.overlay}>
        <div className={classes.panel}>
          <span className={classes.lock}>
            <Icon name="lock" size={28} />
          </span>
          <Title order={3} className={classes.title}>
            {title}
          </Title>
          <Text className={classes.text}>{text}</Text>
          <CtaButton href={cta.href}>{cta.label}</CtaButton>
          {proof && <Text className={classes.proof}>{proof}</Text>}
        </div>
      </div>
    </div>
  );
}
