// The PostCSS plugins of every stylesheet, for every Vite build of the site (through tooling/build/vite-site.ts: the
// site with its islands, and the content editor), given to Vite inline.
import presetMantine from 'postcss-preset-mantine';
import simpleVars from 'postcss-simple-vars';

export const postcssPlugins = () => [
  presetMantine(),
  // The breakpoints of every media query: `@media (min-width: $mantine-breakpoint-sm)` in a .module.css; the soft
  // indigo and violet glow behind the agency's page heads (`background: $agency-backdrop`), written out in each
  // head's rule (composing a class from another file makes Vite's CSS modules warn, and a shared class would reach
  // every page's CSS).
  simpleVars({
    variables: {
      'agency-backdrop':
        'radial-gradient(circle at 15% 0%, var(--mantine-color-indigo-0), transparent 55%), radial-gradient(circle at 88% 12%, var(--mantine-color-violet-0), transparent 45%)',
      'mantine-breakpoint-xs': '36em',
      'mantine-breakpoint-sm': '48em',
      'mantine-breakpoint-md': '62em',
      'mantine-breakpoint-lg': '75em',
      'mantine-breakpoint-xl': '88em',
      'mantine-breakpoint-xxl': '96em',
    },
  }),
];
