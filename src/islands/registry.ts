// Every island of the site: a React component rendered into the prerendered page, then hydrated in the browser on
// its own, from a chunk of its own, when `when` says. Adding one: its component, a line here, and <Island> where a
// template draws it (README, « Add an island »).
import type { ComponentType } from 'react';
import { DRAFT_KEY } from '~/request/draft';

/**
 * When an island hydrates: once the page has painted its first content, once it comes near the screen, or at the
 * visitor's first interaction with it (a pointer, a key or the focus inside it).
 */
export type HydrateWhen = 'paint' | 'visible' | 'interaction';

type IslandEntry<P> = {
  when: HydrateWhen;
  load: (root: Element) => Promise<ComponentType<P>>;
  /** When this says so in the browser, the island hydrates after the first paint, whatever `when` says. */
  early?: () => boolean;
};
const island = <P extends object>(when: HydrateWhen, load: IslandEntry<P>['load'], early?: () => boolean): IslandEntry<P> => ({
  when,
  load,
  early,
});

/** Whether the visitor left a draft of the request: the form then shows it as soon as the page has painted. */
const hasDraft = () => {
  try {
    return localStorage.getItem(DRAFT_KEY) !== null;
  } catch {
    return false; // storage refused: there is no draft to show
  }
};

// Each component comes from a dynamic import: a chunk the browser loads only when the island hydrates (its modules'
// folder is in ./folders.ts).
export const islands = {
  'sector-carousel': island('visible', () => import('~/blocks/SectorCarousel/SectorCarousel').then((module) => module.SectorCarousel)),
  'demo-video': island('visible', () => import('~/blocks/DemoVideo/DemoVideo').then((module) => module.DemoVideo)),
  portfolio: island('visible', () => import('~/blocks/PortfolioCarousel/PortfolioCarousel').then((module) => module.PortfolioCarousel)),
  // What the visitor typed before the form hydrated joins the draft the form restores (hydration empties fields).
  'request-form': island(
    'interaction',
    (root) =>
      import('~/request/RequestIsland').then((module) => {
        module.keepTypedBeforeHydration(root);
        return module.RequestIsland;
      }),
    hasDraft,
  ),
};

export type IslandName = keyof typeof islands;

/** The props of an island's component: what the page writes beside it as JSON. */
export type IslandProps<N extends IslandName> = (typeof islands)[N] extends IslandEntry<infer P> ? P : never;

export const isIslandName = (name: string): name is IslandName => Object.hasOwn(islands, name);
