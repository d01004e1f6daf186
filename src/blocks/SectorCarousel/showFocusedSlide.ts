import type { EmblaCarouselType } from 'embla-carousel';

/**
 * Embla's `watchFocus`: a slide whose link takes the keyboard's focus is brought on screen, and the carousel's
 * position (its dots, its French live region) follows. Embla's own handler does so only when a Tab key press came
 * within the last 10 ms: a screen reader or a switch moving the focus, or a phone too busy to answer in 10 ms, left
 * the browser scrolling the viewport to the slide while the carousel went on saying « 1 sur 4 », and the next button
 * then moved from there. A mouse press or a tap focuses a link too (`:focus-visible` is false then): Embla's drag
 * and the link's click have it, as before.
 */
export function showFocusedSlide(embla: EmblaCarouselType, event: FocusEvent): false {
  const { target, currentTarget } = event;
  if (!(target instanceof Element) || !target.matches(':focus-visible')) return false;
  const index = embla.slideNodes().findIndex((slide) => slide === currentTarget);
  if (index < 0) return false;
  // The browser has scrolled the viewport to the focused element: Embla moves its track instead.
  embla.rootNode().scrollLeft = 0;
  embla.scrollTo(index, true);
  return false;
}
