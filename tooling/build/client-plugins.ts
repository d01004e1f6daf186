// Two build plugins that lower what the browser does on the main thread while a page hydrates.
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint: a script starting with this comment has all its functions compiled eagerly,
 * on a background thread while it downloads, instead of one by one on the main thread the first time each
 * is called. Every client chunk is needed as soon as the page hydrates, so every chunk carries it.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

// Contract: docs/framework-contracts.md#compile-hints
export function compileHints(): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    // Last, after minification (which drops comments) and after Vite writes its preload helper at the top.
    generateBundle: {
      order: 'post',
      handler(_, bundle) {
        for (const chunk of Object.values(bundle)) if (chunk.type === 'chunk') chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
      },
    },
  };
}

/** The module of @mantine/hooks replaced, and its stand-in (src/ui/mantineUseId.ts explains why). */
export const MANTINE_USE_ID = path.join('@mantine', 'hooks', 'esm', 'use-id', 'use-id.mjs');
export const STABLE_USE_ID = path.resolve(import.meta.dirname, '../../src/ui/mantineUseId.ts');

// Contract: docs/framework-contracts.md#mantine-use-id
export function stableMantineIds(): Plugin {
  return {
    name: 'stable-mantine-ids',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    load(id) {
      if (!path.normalize(id.replace(/\?.*$/, '')).endsWith(MANTINE_USE_ID)) return null;
      return `export { useId } from ${JSON.stringify(STABLE_USE_ID)};`;
    },
  };
}
