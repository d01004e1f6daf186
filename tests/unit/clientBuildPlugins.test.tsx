// @vitest-environment jsdom
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { useId as mantineUseId } from '@mantine/hooks';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { expect, test } from 'vitest';
import { COMPILE_HINT, compileHints, MANTINE_USE_ID, STABLE_USE_ID, stableMantineIds } from '../../tooling/build/client-plugins.ts';
import { useId } from '~/ui/mantineUseId';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type UseId = (staticId?: string) => string;

/** Prerenders a labelled field, hydrates it, and reports how often it rendered in the browser and its ids. */
async function hydrateField(hook: UseId) {
  let renders = 0;
  function Field() {
    renders++;
    const id = hook();
    return <label htmlFor={id}>Nom</label>;
  }
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Field />);
  const prerendered = container.querySelector('label')?.htmlFor;
  renders = 0;
  await act(async () => {
    hydrateRoot(container, <Field />);
  });
  return { renders, prerendered, hydrated: container.querySelector('label')?.htmlFor };
}

test("Mantine's own useId renders every field a second time while the page hydrates, with a new id", async () => {
  // If this starts failing, Mantine no longer swaps ids after hydration: drop stableMantineIds().
  const { renders, prerendered, hydrated } = await hydrateField(mantineUseId);
  expect(renders).toBe(2);
  expect(hydrated).not.toBe(prerendered);
});

test('the stand-in keeps the prerendered id and renders once', async () => {
  const { renders, prerendered, hydrated } = await hydrateField(useId);
  expect(renders).toBe(1);
  expect(prerendered).toMatch(/^mantine-/);
  expect(hydrated).toBe(prerendered);
});

test('the stand-in returns a given id as it is', () => {
  function Field() {
    return <span id={useId('contact-email')} />;
  }
  expect(renderToString(<Field />)).toBe('<span id="contact-email"></span>');
});

test('the plugin replaces exactly the module of @mantine/hooks that defines useId', () => {
  const require = createRequire(import.meta.url);
  const hooksDir = path.dirname(path.dirname(require.resolve('@mantine/hooks')));
  const file = path.join(path.dirname(path.dirname(hooksDir)), MANTINE_USE_ID);
  expect(fs.readFileSync(file, 'utf8')).toMatch(/export \{ useId\$1 as useId \}/);
  const plugin = stableMantineIds();
  const load = plugin.load as (id: string) => string | null;
  expect(load(file)).toBe(`export { useId } from ${JSON.stringify(STABLE_USE_ID)};`);
  expect(load(`${file}?v=1`)).toBe(`export { useId } from ${JSON.stringify(STABLE_USE_ID)};`);
  expect(load(file.replace('use-id', 'use-id-other'))).toBeNull();
  expect(fs.existsSync(STABLE_USE_ID)).toBe(true);
});

test('both plugins change the client build only', () => {
  for (const plugin of [compileHints(), stableMantineIds()]) {
    const applies = plugin.applyToEnvironment as (environment: { name: string }) => boolean;
    expect(plugin.apply).toBe('build');
    expect(applies({ name: 'client' })).toBe(true);
    expect(applies({ name: 'ssr' })).toBe(false);
  }
});

test('the compile hint goes first in every script chunk, and nowhere else', () => {
  const hook = compileHints().generateBundle as { order: string; handler: (options: object, bundle: object) => void };
  const bundle = {
    'assets/a.js': { type: 'chunk', code: 'const __vite__mapDeps=0;export{}' },
    'assets/a.css': { type: 'asset', source: 'a{}' },
  };
  hook.handler({}, bundle);
  expect(hook.order).toBe('post');
  expect(bundle['assets/a.js'].code).toBe(`${COMPILE_HINT}\nconst __vite__mapDeps=0;export{}`);
  expect(bundle['assets/a.css']).toEqual({ type: 'asset', source: 'a{}' });
});
