import { Container, Title } from '@mantine/core';

/** Shown when rendering a route fails: the title from content and the error's own message. */
export function ErrorPage({ title, message }: { title: string; message: string }) {
  return (
    <main>
      <Container size="sm" py={96}>
        <Title order={1}>{title}</Title>
        <pre>{message}</pre>
      </Container>
    </main>
  );
}
