import type { HydrateWhen } from './registry';

/** How far from the screen an island starts to load when it waits to be seen. */
const NEAR_SCREEN = '200px 0px';
/** The visitor's first moves that start an island waiting for interaction. */
const INTERACTIONS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

/**
 * Calls `start` once the page has shown its first content (the browser's first-contentful-paint entry), so that the
 * page's first paint never shares the network with an island; after the next frame where paint timing is missing.
 */
export function afterFirstPaint(start: () => void): void {
  const later = () => setTimeout(start);
  if (!window.PerformanceObserver?.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(later);
    return;
  }
  new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    later();
  }).observe({ type: 'paint', buffered: true });
}

/** Calls `start` once one of `targets` comes within NEAR_SCREEN of the screen (at paint where the browser cannot tell). */
function whenNearScreen(targets: Element[], start: () => void): void {
  if (typeof IntersectionObserver === 'undefined') return afterFirstPaint(start);
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      start();
    },
    { rootMargin: NEAR_SCREEN },
  );
  for (const target of targets) observer.observe(target);
}

/** Calls `start` at the visitor's first pointer, key or focus inside `island`. */
function whenTouched(island: Element, start: () => void): void {
  const begin = () => {
    for (const type of INTERACTIONS) island.removeEventListener(type, begin, true);
    start();
  };
  for (const type of INTERACTIONS) island.addEventListener(type, begin, { capture: true, passive: true });
  // The focus may already be inside (a field focused before the script arrived).
  if (island.contains(document.activeElement) && document.activeElement !== document.body) begin();
}

/**
 * Calls `start` once, when the island is due to hydrate: `island` is its container, `root` the element its component
 * renders into (neither takes a box of its own: the elements the component draws are the ones to watch).
 */
export function whenDue(when: HydrateWhen, island: Element, root: Element, start: () => void): void {
  if (when === 'paint') afterFirstPaint(start);
  else if (when === 'visible') whenNearScreen([...root.children], start);
  else whenTouched(island, start);
}
