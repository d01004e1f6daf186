import { Container, Text, Title } from '@mantine/core';
import classes from './SampleSection.module.css';

type SampleSectionProps = {
  anchor?: string;
  eyebrow?: string;
  title?: string;
  subtitle?: string;
  alt?: boolean;
  children: React.ReactNode;
};

/** The frame of every sample-site section, coloured by the site's own theme. */
export function SampleSection({ anchor, eyebrow, title, subtitle, alt, children }: SampleSectionProps) {
  return (
    <section id={anchor} className={classes.section} data-alt={alt || undefined}>
      <Container size="lg">
        {title && (
          <header className={classes.head}>
            {eyebrow && <Text className={classes.eyebrow}>{eyebrow}</Text>}
            <Title order={2} className={classes.title}>
              {title}
            </Title>
            {subtitle && <Text className={classes.subtitle}>{subtitle}</Text>}
          </header>
        )}
        {children}
      </Container>
    </section>
  );
}
