import { startTransition, type ComponentType } from 'react';
import { hydrateRoot } from './reactDom';
import { IslandProviders } from './IslandProviders';

/**
 * Hydrates an island's root with its component and props, in the providers the page rendered it in. In a transition:
 * React hydrates in short slices, between which the browser draws and answers the visitor, and a visitor's event
 * inside the island hydrates the rest at once.
 */
export function hydrateIsland<P extends object>(root: Element, Component: ComponentType<P>, props: P): void {
  startTransition(() => {
    hydrateRoot(
      root,
      <IslandProviders prerendered>
        <Component {...props} />
      </IslandProviders>,
    );
  });
}
