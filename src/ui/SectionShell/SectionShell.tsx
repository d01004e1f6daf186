import { Container, Text, Title } from '@mantine/core';
import classes from './SectionShell.module.css';

export type SectionProps = {
  id?: string;
  eyebrow?: string;
  title?: string;
  subtitle?: string;
  tone?: 'plain' | 'muted' | 'dark';
  size?: 'md' | 'lg' | 'xl';
  children: React.ReactNode;
};

/** The frame every page section shares: anchor, spacing, optional eyebrow, title and subtitle. */
export function SectionShell({ id, eyebrow, title, subtitle, tone = 'plain', size = 'lg', children }: SectionProps) {
  const headingId = id && title ? `${id}-title` : undefined;
  return (
    <section id={id} className={classes.section} data-tone={tone} aria-labelledby={headingId}>
      <Container size={size}>
        {(eyebrow || title) && (
          <header className={classes.head}>
            {eyebrow && <Text className={classes.eyebrow}>{eyebrow}</Text>}
            {title && (
              <Title order={2} id={headingId} className={classes.title}>
                {title}
              </Title>
            )}
            {subtitle && <Text className={classes.subtitle}>{subtitle}</Text>}
          </header>
        )}
        {children}
      </Container>
    </section>
  );
}
