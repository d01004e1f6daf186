import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { NotFound } from '~/templates/NotFound/NotFound';
import { notFound } from '~/content';
import { render } from '../render';

test('renders a template with the real content', () => {
  const page = notFound();
  render(<NotFound page={page} />);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(page.heading);
  expect(screen.getByText(page.text)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: page.homeLabel })).toBeInTheDocument();
});
