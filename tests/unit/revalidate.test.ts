import { afterEach, describe, expect, test, vi } from 'vitest';
import * as root from '~/root';
import { contentSaved, shouldRevalidate } from '~/routes/revalidate';

type Args = Parameters<typeof shouldRevalidate>[0];
const at = (current: string, next: string, defaultShouldRevalidate: boolean) =>
  ({ currentUrl: new URL(current), nextUrl: new URL(next), defaultShouldRevalidate }) as Args;
const PAGE = 'http://127.0.0.1:5173/site-internet-avocat/';

// Every route file; those with data must reload it when `npm run dev` says the content changed.
const routeModules = import.meta.glob<Record<string, unknown>>('../../src/routes/*.tsx', { eager: true });

afterEach(() => vi.unstubAllEnvs());

describe('reloading a page’s data', () => {
  test('every route with a loader uses the shared rule', () => {
    const withData = Object.entries(routeModules).filter(([, mod]) => 'loader' in mod);
    expect(withData.length).toBeGreaterThan(0);
    for (const [file, mod] of withData) expect(mod.shouldRevalidate, file).toBe(shouldRevalidate);
  });

  test('in dev, a revalidation at the same address reloads the data (a content save)', () => {
    vi.stubEnv('DEV', true);
    expect(shouldRevalidate(at(PAGE, PAGE, false))).toBe(true);
  });

  test('the shell’s data reloads only on a content save in dev, never on a navigation', () => {
    expect(root.shouldRevalidate).toBe(contentSaved);
    vi.stubEnv('DEV', true);
    expect(contentSaved(at(PAGE, PAGE, false))).toBe(true);
    expect(contentSaved(at(PAGE, 'http://127.0.0.1:5173/site-internet-plombier/', true))).toBe(false);
    vi.stubEnv('DEV', false);
    expect(contentSaved(at(PAGE, PAGE, true))).toBe(false);
  });

  test('in a build, React Router’s own answer stands', () => {
    vi.stubEnv('DEV', false);
    expect(shouldRevalidate(at(PAGE, PAGE, false))).toBe(false);
    expect(shouldRevalidate(at(PAGE, 'http://127.0.0.1:5173/site-internet-plombier/', true))).toBe(true);
  });
});
