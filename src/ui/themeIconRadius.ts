import { getRadius, type MantineRadius } from '@mantine/core';

// Contract: docs/framework-contracts.md#theme-icon-radius
/**
 * A ThemeIcon's radius set through its CSS variable: Mantine 9.7.3's ThemeIcon also passes a `radius`
 * prop on to its <div> as an HTML attribute, which is invalid (the HTML check in tests/e2e/html.spec.ts trips).
 */
export const themeIconRadius = (radius: MantineRadius) => ({ '--ti-radius': getRadius(radius) }) as React.CSSProperties;
