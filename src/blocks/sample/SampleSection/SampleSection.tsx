import { Container, Text, Title } from '@mantine/core';
import type { FieldProps } from '~/ui/field';
import classes from './SampleSection.module.css';

type SampleSectionProps = {
  anchor?: string;
  eyebrow?: string;
  title?: string;
  subtitle?: string;
  alt?: boolean;
  /** The fields behind the eyebrow, title and subtitle (src/ui/field.ts). */
  fields?: { eyebrow?: FieldProps; title?: FieldProps; subtitle?: FieldProps };
  children: React.ReactNode;
};

/** The frame of every sample-site section, coloured by the site's own theme. */
export function SampleSection({ anchor, eyebrow, title, subtitle, alt, fields, children }: SampleSectionProps) {
  return (
    <section id={anchor} className={classes.section} data-alt={alt || undefined}>
      <Container size="lg">
        {title && (
          <header className={classes.head}>
            {eyebrow && (
              <Text className={classes.eyebrow} {...fields?.eyebrow}>
                {eyebrow}
              </Text>
            )}
            <Title order={2} className={classes.title} {...fields?.title}>
              {title}
            </Title>
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
