import fs from 'node:fs';
import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { landing } from '~/content';
import { format } from '~/content/tokens';
import { Stars, starsPath } from '~/ui/Stars/Stars';
import { render } from '../render';

const portfolio = landing().blocks.find((b) => b.type === 'Portfolio');
if (portfolio?.type !== 'Portfolio') throw new Error('landing.yaml has no Portfolio block');
const label = format(portfolio.ratingLabel, { rating: 5 });

const tabler = fs.readFileSync('node_modules/@tabler/icons/icons/filled/star.svg', 'utf8');
const original = [...tabler.matchAll(/ d="([^"]+)"/g)].map(([, d]) => d).find((d) => d?.startsWith('M8'));

test("one star is Tabler's star, drawn with relative commands after its first point", () => {
  expect(original).toBeDefined();
  expect(starsPath(1)).toBe(original);
  expect(original?.slice(1).replace(/^[\d. ]+/, '')).toMatch(/^[lacz\d.\s-]+$/); // nothing absolute after the first M
});

test('each further star is the same drawing 27 units (24 + a gap) to the right', () => {
  const moves = [...starsPath(3).matchAll(/M([\d.]+) ([\d.]+)/g)].map(([, x, y]) => [Number(x), Number(y)]);
  expect(moves).toEqual([
    [8.243, 7.34],
    [35.243, 7.34],
    [62.243, 7.34],
  ]);
});

test('a rating is one image with one path, sized for its stars and read out as its label', () => {
  const { container } = render(<Stars rating={5} label={label} />);
  const image = screen.getByRole('img', { name: label });
  expect(image.tagName.toLowerCase()).toBe('svg');
  expect(image).toHaveAttribute('viewBox', '0 0 132 24');
  expect(image).toHaveAttribute('width', '88');
  expect(container.querySelectorAll('path')).toHaveLength(1);
});
