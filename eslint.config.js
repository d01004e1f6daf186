import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// gray-matter runs a `---js` front matter as JavaScript: front matter is read by src/check/frontMatter.ts, as YAML only.
const FRONT_MATTER = { name: 'gray-matter', message: 'Read front matter with src/check/frontMatter.ts: gray-matter runs `---js` as code.' };

export default defineConfig(
  globalIgnores(['build', 'build-*', '.contentlayer', '.react-router', 'node_modules', 'coverage', 'public']),
  js.configs.recommended,
  tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.recommended],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      'no-restricted-imports': ['error', { paths: [FRONT_MATTER] }],
    },
  },
  // Imports only go downwards: the schema reads no runtime code, the runtime reads no build tooling.
  {
    files: ['schema/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [FRONT_MATTER],
          patterns: [{ regex: '(^|/)(src|tooling)/|^~/', message: 'schema/ imports nothing from src/ or the tooling.' }],
        },
      ],
    },
  },
  {
    files: ['src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [FRONT_MATTER], patterns: [{ regex: '(^|/)tooling/', message: 'src/ never imports the build tooling.' }] },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: { 'no-restricted-imports': ['error', { paths: [FRONT_MATTER] }] },
  },
);
