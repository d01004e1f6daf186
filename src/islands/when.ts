import type { HydrateWhen } from './registry';

/** How far from the screen an island starts to load when it waits to be seen. */
const NEAR_SCREEN = '200px 0px';
/** The visitor's first moves that start an island waiting for interaction. */
const INTERACTIONS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;
/** The longest an idle step waits for the browser to be idle, and its wait where there are no idle callbacks. */
const IDLE_WAIT_MS = 2000;
const IDLE_FALLBACK_MS = 50;

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

/**
 * Calls each of `steps` in turn, each in an idle period of its own once the page has shown its first content: work
 * that can wait (an island's code fetched and run ahead) neither delays the first paint nor blocks the page for long.
 * Where the browser has no idle callbacks, each waits for a timer instead.
 */
export function inIdleSteps(steps: (() => Promise<unknown>)[]): void {
  const idle = (then: () => void) =>
    'requestIdleCallback' in globalThis ? requestIdleCallback(then, { timeout: IDLE_WAIT_MS }) : setTimeout(then, IDLE_FALLBACK_MS);
  // A step that fails, even at once, leaves the next ones to run.
  const next = (index: number) => {
    const step = steps[index];
    if (step)
      idle(
        () =>
          void Promise.resolve()
            .then(step)
            .then(
              () => next(index + 1),
              () => next(index + 1),
            ),
      );
  };
  afterFirstPaint(() => next(0));
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
 * Calls `start` when the island is due to hydrate: after the first paint (`paint`), once it comes near the screen
 * (`visible`), and in every case at the visitor's first move inside it if that comes first. An island due when the
 * page is idle (`idle`) is started by the site's script, once its code has come (./islands.ts); here, only by the
 * visitor's move. `island` is its container, `root` the element its component renders into (neither takes a box of
 * its own: the elements the component draws are the ones to watch). `start` may be called more than once.
 */
export function whenDue(when: HydrateWhen, island: Element, root: Element, start: () => void): void {
  if (when === 'paint') afterFirstPaint(start);
  else if (when === 'visible') whenNearScreen([...root.children], start);
  whenTouched(island, start);
}
