import { createTheme, type CSSVariablesResolver, type MantineThemeOverride } from '@mantine/core';
import type { SampleContent } from '~/content';

const FONTS = {
  sans: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  serif: 'Georgia, Cambria, "Times New Roman", Times, serif',
  rounded: 'ui-rounded, "SF Pro Rounded", "Nunito", system-ui, sans-serif',
  mono: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, "Liberation Mono", monospace',
} as const;

/** The agency's own look. Shade 8 of indigo keeps white text and indigo links above 4.5:1. */
export const agencyTheme: MantineThemeOverride = createTheme({
  primaryColor: 'indigo',
  primaryShade: 8,
  fontFamily: FONTS.sans,
  headings: { fontFamily: FONTS.sans, fontWeight: '800' },
  defaultRadius: 'md',
  cursorType: 'pointer',
});

/** A sample site's look, from the theme block of its YAML file. */
export function sampleTheme(theme: SampleContent['theme']): MantineThemeOverride {
  return createTheme({
    primaryColor: theme.primaryColor,
    primaryShade: 8,
    fontFamily: FONTS[theme.font],
    headings: { fontFamily: FONTS[theme.headingsFont], fontWeight: '700' },
    defaultRadius: theme.radius,
    cursorType: 'pointer',
  });
}

/** Mantine's default dimmed grey reads at 3.3:1 on white; gray 7 passes WCAG AA (7:1). */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});
