import presetMantine from 'postcss-preset-mantine';
import simpleVars from 'postcss-simple-vars';
import { lightSchemeOnly } from './scripts/light-scheme-only.mjs';
import { timeUnits } from './scripts/time-units.mjs';

export default {
  plugins: [
    presetMantine(),
    // The breakpoints of every media query: `@media (min-width: $mantine-breakpoint-sm)` in a .module.css.
    simpleVars({
      variables: {
        'mantine-breakpoint-xs': '36em',
        'mantine-breakpoint-sm': '48em',
        'mantine-breakpoint-md': '62em',
        'mantine-breakpoint-lg': '75em',
        'mantine-breakpoint-xl': '88em',
        'mantine-breakpoint-xxl': '96em',
      },
    }),
    lightSchemeOnly(),
    timeUnits(),
  ],
};
