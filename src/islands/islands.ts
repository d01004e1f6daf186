// The site's one script (built from here by the site's own build; in `npm run dev`, src/islands/dev.ts loads it):
// notes where the visit came from, then, for each island of the page (src/islands/registry.ts), fetches and runs its
// code ahead once the page is idle after its first paint, and hydrates it when it is due.
// Small on purpose: an island's component, React and Mantine load with the island, not with this file.
import { noteVisitOrigin } from '~/islands/noteVisitOrigin';
import { replayFirstTap } from './firstTap';
import { ISLAND_ATTRIBUTE } from './markup';
import { islandEntry, isIslandName } from './registry';
import { restoreStyles } from './stylesRest';
import { inIdleSteps, whenDue } from './when';

/** What hydrates an island: React's DOM client and Mantine's provider, shared by every island. */
const hydration = () => import('./hydrate');
/** React's DOM client alone: the largest part of `hydration`, run in an idle period of its own. */
const reactDom = () => import('./reactDom');

/** Starts every island found under `scope`: each hydrates when its registry entry says. */
export function startIslands(scope: ParentNode = document): void {
  // What runs once the page is idle: an island due then, its code and its hydration; the others, their code.
  const dueWhenIdle: (() => Promise<unknown>)[] = [];
  const codeAhead: (() => Promise<unknown>)[] = [];
  for (const island of scope.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)) {
    const name = island.getAttribute(ISLAND_ATTRIBUTE) ?? '';
    const root = island.querySelector(':scope > [data-island-root]');
    const props = island.querySelector(':scope > [data-island-props]')?.textContent;
    if (!isIslandName(name) || !root || props == null) {
      console.error(`Island "${name}" is not in src/islands/registry.ts or lacks its root or props`);
      continue;
    }
    const { when, load, early, replaysFirstTap } = islandEntry(name);
    if (replaysFirstTap) replayFirstTap(island);
    let hydrating: Promise<void> | undefined;
    const hydrate = () =>
      (hydrating ??= Promise.all([load(), hydration(), restoreStyles()]).then(([{ Component, beforeHydrate }, { hydrateIsland }]) => {
        beforeHydrate?.(root);
        hydrateIsland(root, Component, JSON.parse(props) as object);
      }));
    const due = early?.() ? 'paint' : when;
    if (due === 'idle') dueWhenIdle.push(load, hydrate);
    else codeAhead.push(load);
    whenDue(due, island, root, () => void hydrate());
  }
  // Each step in an idle period of its own, once the page has painted, so that no step blocks the page for long: the
  // page's whole styles, React, then Mantine, each island due when the page is idle (its code, then its
  // hydration), then the other islands' code.
  if (dueWhenIdle.length || codeAhead.length) inIdleSteps([restoreStyles, reactDom, hydration, ...dueWhenIdle, ...codeAhead]);
}

noteVisitOrigin(window.location.href, document.referrer, import.meta.env.BASE_URL);
startIslands();
