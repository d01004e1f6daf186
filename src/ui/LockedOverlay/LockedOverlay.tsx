import { Text, Title } from '@mantine/core';
import { use } from 'react';
import { InEditorPreview } from '~/ui/editorPreview';
import type { FieldProps } from '~/ui/field';
import { CtaButton } from '~/ui/CtaButton/CtaButton';
import { Icon } from '~/ui/Icon';
import classes from './LockedOverlay.module.css';

type LockedOverlayProps = {
  title: string;
  text: string;
  cta: { label: string; href: string };
  proof?: string;
  /** The fields behind the panel's texts, when the page's own content draws them (src/ui/field.ts). */
  fields?: { title?: FieldProps; text?: FieldProps; cta?: FieldProps; proof?: FieldProps };
  children: React.ReactNode;
};

/**
 * Shows its children blurred behind a call to action. The blurred content is inert and hidden
 * from assistive technology, so neither the keyboard nor a screen reader reaches it. In the editor's preview it stays
 * blurred but takes the pointer and the keyboard around the panel: a click there edits what it shows.
 */
export function LockedOverlay({ title, text, cta, proof, fields, children }: LockedOverlayProps) {
  const reachable = use(InEditorPreview);
  return (
    <div className={classes.root} data-reachable={reachable || undefined}>
      <div className={classes.blurred} inert={!reachable} aria-hidden="true" data-testid="locked-content">
        {children}
      </div>
      <div className={classes.overlay}>
        <div className={classes.panel}>
          <span className={classes.lock}>
            <Icon name="lock" size={28} />
          </span>
          <Title order={3} className={classes.title} {...fields?.title}>
            {title}
          </Title>
          <Text className={classes.text} {...fields?.text}>
            {text}
          </Text>
          <CtaButton href={cta.href} field={fields?.cta}>
            {cta.label}
          </CtaButton>
          {proof && (
            <Text className={classes.proof} {...fields?.proof}>
              {proof}
            </Text>
          )}
        </div>
      </div>
    </div>
  );
}
