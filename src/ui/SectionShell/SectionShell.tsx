import { Container, Text, Title } from '@mantine/core';
import type { FieldProps } from '~/ui/field';
import classes from './SectionShell.module.css';

export type SectionProps = {
  id?: string;
  eyebrow?: string;
  title?: string;
  subtitle?: string;
  tone?: 'plain' | 'muted' | 'dark';
  size?: 'md' | 'lg' | 'xl';
  /** The fields behind the eyebrow, title and subtitle (src/ui/field.ts). */
  fields?: { eyebrow?: FieldProps; title?: FieldProps; subtitle?: FieldProps };
  children: React.ReactNode;
};

/** The frame every page section shares: anchor, spacing, optional eyebrow, title and subtitle. */
export function SectionShell({ id, eyebrow, title, subtitle, tone = 'plain', size = 'lg', fields, children }: SectionProps) {
  const headingId = id && title ? `${id}-title` : undefined;
  return (
    <section id={id} className={classes.section} data-tone={tone} aria-labelledby={headingId}>
      <Container size={size}>
        {(eyebrow || title) && (
          <header className={classes.head}>
            {eyebrow && (
              <Text className={classes.eyebrow} {...fields?.eyebrow}>
                {eyebrow}
              </Text>
            )}
            {title && (
              <Title order={2} id={headingId} className={classes.title} {...fields?.title}>
                {title}
              </Title>
            )}
            {subtitle && (
              <Text className={classes.subtitle} {...fields?.subtitle}>
                {subtitle}
              </Text>
            )}
          </header>
        )}
        {children}
      </Container>
    </section>
  );
}
