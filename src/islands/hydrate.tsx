import { hydrateRoot } from 'react-dom/client';
import type { ComponentType } from 'react';
import { IslandProviders } from './IslandProviders';

/** Hydrates an island's root with its component and props, in the providers the page rendered it in. */
export function hydrateIsland<P extends object>(root: Element, Component: ComponentType<P>, props: P) {
  return hydrateRoot(
    root,
    <IslandProviders>
      <Component {...props} />
    </IslandProviders>,
  );
}
