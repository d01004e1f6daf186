// Every island of the site: a React component rendered into the prerendered page, then hydrated in the browser on
// its own, from a chunk of its own, when `when` says. Adding one: its component, a line here, and <Island> where a
// template draws it (README, « Add an island »).
import type { ComponentType } from 'react';
import { DRAFT_KEY } from '~/request/draft';

/**
 * When an island hydrates: once the page has painted its first content (`paint`), once the page is idle after that
 * and the island's code has come (`idle`: the island then answers the visitor's first tap at once, wherever it is), or
 * once it comes near the screen (`visible`); and in every case at the visitor's first move inside it (a pointer, a
 * key or the focus) if that comes first.
 */
export type HydrateWhen = 'paint' | 'idle' | 'visible';

/** What an island's chunk gives: its component, and what must run on its root right before it hydrates. */
type IslandModule<P> = { Component: ComponentType<P>; beforeHydrate?: (root: Element) => void };

type IslandEntry<P> = {
  when: HydrateWhen;
  /** Loads the island's code: fetched and run ahead once the page is idle after its first paint, hydrated when due. */
  load: () => Promise<IslandModule<P>>;
  /** When this says so in the browser, the island hydrates after the first paint, whatever `when` says. */
  early?: () => boolean;
  /**
   * The island says when it answers (src/islands/firstTap.ts): a tap on one of its buttons before then is held, and
   * the first is replayed once it does.
   */
  replaysFirstTap?: boolean;
};
const island = <P extends object>(
  when: HydrateWhen,
  load: IslandEntry<P>['load'],
  more: Omit<IslandEntry<P>, 'when' | 'load'> = {},
): IslandEntry<P> => ({
  when,
  load,
  ...more,
});

/** Whether the visitor left a draft of the request: the form then shows it as soon as the page has painted. */
const hasDraft = () => {
  try {
    return localStorage.getItem(DRAFT_KEY) !== null;
  } catch {
    return false; // storage refused: there is no draft to show
  }
};

// Each component comes from a dynamic import: a chunk of its own (its modules' folder is in ./folders.ts), which the
// browser fetches once the page is idle after its first paint, or when the island is due if that comes first.
export const islands = {
  'sector-carousel': island(
    'idle',
    () => import('~/blocks/SectorCarousel/SectorCarousel').then((module) => ({ Component: module.SectorCarousel })),
    { replaysFirstTap: true },
  ),
  'demo-video': island('idle', () => import('~/blocks/DemoVideo/DemoVideo').then((module) => ({ Component: module.DemoVideo }))),
  portfolio: island('visible', () =>
    import('~/blocks/PortfolioCarousel/PortfolioCarousel').then((module) => ({ Component: module.PortfolioCarousel })),
  ),
  // What the visitor typed before the form hydrated joins the draft the form restores (hydration empties fields).
  'request-form': island(
    'idle',
    () =>
      import('~/request/RequestIsland').then((module) => ({
        Component: module.RequestIsland,
        beforeHydrate: module.keepTypedBeforeHydration,
      })),
    { early: hasDraft },
  ),
};

export type IslandName = keyof typeof islands;

/** The props of an island's component: what the page writes beside it as JSON. */
export type IslandProps<N extends IslandName> = (typeof islands)[N] extends IslandEntry<infer P> ? P : never;

/** An island's entry, whatever its props: what the site's script reads. */
export const islandEntry = (name: IslandName) => islands[name] as IslandEntry<object>;

export const isIslandName = (name: string): name is IslandName => Object.hasOwn(islands, name);
