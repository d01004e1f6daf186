// PostCSS plugin: drops the rules of Mantine's dark colour scheme. The site forces the light scheme
// (`forceColorScheme="light"` in src/root.tsx), so they can never apply; without them each page's inline CSS is about 7 KB lighter.
import type { PluginCreator } from 'postcss';

// Contract: docs/framework-contracts.md#light-scheme-only
const DARK = /\[data-mantine-color-scheme=(['"]?)dark\1\]/;

export const lightSchemeOnly: PluginCreator<void> = () => {
  return {
    postcssPlugin: 'light-scheme-only',
    Rule(rule) {
      if (!DARK.test(rule.selector)) return;
      const kept = rule.selectors.filter((selector) => !DARK.test(selector));
      if (kept.length) rule.selectors = kept;
      else rule.remove();
    },
  };
};
lightSchemeOnly.postcss = true;
