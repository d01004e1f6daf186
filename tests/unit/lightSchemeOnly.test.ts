import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import postcss from 'postcss';
import { expect, test } from 'vitest';
import { lightSchemeOnly } from '../../tooling/build/light-scheme-only.ts';

const run = (css: string) => postcss([lightSchemeOnly()]).process(css, { from: undefined }).css;

test('drops the rules that apply only to the dark colour scheme, quoted or not', () => {
  const css = `:root[data-mantine-color-scheme=dark],:host([data-mantine-color-scheme=dark]){--mantine-color-body:#242424}
[data-mantine-color-scheme='dark'] .m_1{color:white}
[data-mantine-color-scheme="dark"] .m_2:hover{color:white}`;
  expect(run(css).trim()).toBe('');
});

test('keeps the light rules, and the light selectors of a mixed list', () => {
  const css = `:root{--mantine-scale:1}
[data-mantine-color-scheme='light'] .m_1{color:black}
.m_2,[data-mantine-color-scheme='dark'] .m_2{color:red}
@media (min-width:48em){[data-mantine-color-scheme='dark'] .m_3{color:white}.m_3{color:black}}`;
  const out = run(css);
  expect(out).toContain(':root{--mantine-scale:1}');
  expect(out).toContain("[data-mantine-color-scheme='light'] .m_1{color:black}");
  expect(out).toContain('.m_2{color:red}');
  expect(out).toContain('.m_3{color:black}');
  expect(out).not.toMatch(/dark/);
});

test("Mantine's own stylesheet still selects its dark scheme the way the plugin knows, and loses it all", () => {
  const mantine = readFileSync(createRequire(import.meta.url).resolve('@mantine/core/styles.css'), 'utf8');
  const darkRules = (css: string) => (css.match(/\[data-mantine-color-scheme=['"]?dark/g) ?? []).length;
  expect(darkRules(mantine)).toBeGreaterThan(50);
  expect(darkRules(run(mantine))).toBe(0);
});

test('the site forces the light scheme, which is what makes the dark rules dead', () => {
  expect(readFileSync('src/root.tsx', 'utf8')).toMatch(/forceColorScheme="light"/);
});
