import { readFileSync } from 'node:fs';
import postcss from 'postcss';
import { expect, test } from 'vitest';
import { timeUnits } from '../../tooling/build/time-units.ts';

const run = (css: string) => postcss([timeUnits()]).process(css, { from: undefined }).css;

test('gives a unitless zero time its unit, on delays and durations', () => {
  expect(run('.a{animation-delay:0}.b{transition-duration:0}')).toBe('.a{animation-delay:0s}.b{transition-duration:0s}');
});

test('leaves times that have a unit, and lengths, as they are', () => {
  const css = '.a{animation-delay:-240ms}.b{animation-delay:.4s}.c{margin:0}';
  expect(run(css)).toBe(css);
});

test("Mantine's Loader still declares the unitless delay this plugin exists for", () => {
  expect(readFileSync('node_modules/@mantine/core/styles/Loader.css', 'utf8')).toMatch(/animation-delay: 0;/);
});
