import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { NotFound } from '~/templates/NotFound/NotFound';
import { notFound } from '~/content';
import { render } from '../render';

test('renders a template with the real content', () => {
  render(<NotFound page={notFound()} />);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Oops! Page not found');
});
