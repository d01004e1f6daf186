import { getRadius, type MantineRadius } from '@mantine/core';

/**
 * A ThemeIcon's radius set through `--ti-radius`, the CSS variable Mantine documents for it: Mantine 9.7.3's
 * ThemeIcon also passes a `radius` prop on to its <div> as an HTML attribute, which is invalid (the HTML check in
 * tests/e2e/html.spec.ts trips).
 */
export const themeIconRadius = (radius: MantineRadius) => ({ '--ti-radius': getRadius(radius) }) as React.CSSProperties;
