import { createTheme, darken, DEFAULT_THEME, type CSSVariablesResolver, type MantineThemeOverride } from '@mantine/core';
import type { SampleContent } from '~/content';

const FONTS = {
  sans: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  serif: 'Georgia, Cambria, "Times New Roman", Times, serif',
  rounded: 'ui-rounded, "SF Pro Rounded", "Nunito", system-ui, sans-serif',
  mono: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, "Liberation Mono", monospace',
} as const;

/** The site's focus ring (src/global.css), on Mantine's components too: theirs vanishes on coloured bands. */
const FOCUS_RING = 'focus-ring';

// Two weights only, regular and bold: each weight of each size is one more font the browser resolves
// before it can lay out the page, and 600 or 800 fall on different faces from one system font to the next.
const TWO_WEIGHTS = { regular: '400', medium: '700', bold: '700' };

/** The agency's own look. Shade 8 of indigo keeps white text and indigo links above 4.5:1. */
export const agencyTheme: MantineThemeOverride = createTheme({
  primaryColor: 'indigo',
  primaryShade: 8,
  fontFamily: FONTS.sans,
  headings: { fontFamily: FONTS.sans, fontWeight: '700' },
  fontWeights: TWO_WEIGHTS,
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusClassName: FOCUS_RING,
});

/** Mantine's default dimmed grey reads at 3.3:1 on white; gray 7 passes WCAG AA (7:1). */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});

/**
 * The props of the MantineProvider around a page's body (src/root.tsx), and around the request form's island, which
 * hydrates apart from the page (src/request/island.tsx): the variables and global classes are in <head> already.
 */
export const bodyProviderProps = {
  cssVariablesResolver,
  forceColorScheme: 'light',
  withCssVariables: false,
  withGlobalClasses: false,
  deduplicateInlineStyles: true,
} as const;

function luminance(color: string): number {
  const channels = color.startsWith('#')
    ? [1, 3, 5].map((i) => parseInt(color.slice(i, i + 2), 16))
    : (color.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
  const [r = 0, g = 0, b = 0] = channels.map((c) => c / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const contrastWithWhite = (color: string) => 1.05 / (luminance(color) + 0.05);

/** White text on the button, and the colour as text on cream backgrounds, both pass WCAG AA. */
const MIN_CONTRAST = 5.6;

/**
 * The shade of a sample's primary colour used for buttons and accents: the lightest of 7 to 9 that is
 * dark enough, or shade 9 darkened until it is (greens, oranges and yellows never are in Mantine's palette).
 */
export function accessiblePrimary(name: SampleContent['theme']['primaryColor']) {
  const palette = [...DEFAULT_THEME.colors[name]];
  const shade = ([7, 8, 9] as const).find((s) => contrastWithWhite(palette[s] ?? '#000') >= MIN_CONTRAST);
  if (shade) return { shade, palette: undefined };
  let nine = palette[9] ?? '#000';
  while (contrastWithWhite(nine) < MIN_CONTRAST) nine = darken(nine, 0.1);
  palette[9] = nine;
  return { shade: 9 as const, palette };
}

/** A sample site's look, from the theme block of its YAML file. */
export function sampleTheme(theme: SampleContent['theme']): MantineThemeOverride {
  const { shade, palette } = accessiblePrimary(theme.primaryColor);
  return createTheme({
    primaryColor: theme.primaryColor,
    primaryShade: shade,
    ...(palette && { colors: { [theme.primaryColor]: palette as unknown as NonNullable<MantineThemeOverride['colors']>[string] } }),
    fontFamily: FONTS[theme.font],
    headings: { fontFamily: FONTS[theme.headingsFont], fontWeight: '700' },
    fontWeights: TWO_WEIGHTS,
    defaultRadius: theme.radius,
    cursorType: 'pointer',
    focusClassName: FOCUS_RING,
  });
}
