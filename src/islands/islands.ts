// The site's one script (built from here by the site's own build; in `npm run dev`, src/islands/dev.ts loads it):
// notes where the visit came from, then hydrates each island of the page when it is due (src/islands/registry.ts).
// Small on purpose: an island's component, React and Mantine load with the island, not with this file.
import { noteVisitOrigin } from '~/islands/noteVisitOrigin';
import type { ComponentType } from 'react';
import { ISLAND_ATTRIBUTE } from './markup';
import { islands, isIslandName, type HydrateWhen } from './registry';
import { restoreVariables } from './variablesRest';
import { whenDue } from './when';

/** Starts every island found under `scope`: each hydrates when its registry entry says. */
export function startIslands(scope: ParentNode = document): void {
  for (const island of scope.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)) {
    const name = island.getAttribute(ISLAND_ATTRIBUTE) ?? '';
    const root = island.querySelector(':scope > [data-island-root]');
    const props = island.querySelector(':scope > [data-island-props]')?.textContent;
    if (!isIslandName(name) || !root || props == null) {
      console.error(`Island "${name}" is not in src/islands/registry.ts or lacks its root or props`);
      continue;
    }
    const { when, load, early } = islands[name] as {
      when: HydrateWhen;
      load: (root: Element) => Promise<ComponentType<object>>;
      early?: () => boolean;
    };
    whenDue(early?.() ? 'paint' : when, island, root, () => {
      void Promise.all([load(root), import('./hydrate'), restoreVariables()]).then(([Component, { hydrateIsland }]) =>
        hydrateIsland(root, Component, JSON.parse(props) as object),
      );
    });
  }
}

noteVisitOrigin(window.location.href, document.referrer, import.meta.env.BASE_URL);
startIslands();
