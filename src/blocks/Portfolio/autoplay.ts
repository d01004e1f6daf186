import { onEachElement } from '~/ui/inlineScript';

type Started = HTMLElement & { portfolioAutoplay?: true };

/**
 * Moves the portfolio (`root`, whose list of slides is its `ul`) by one slide every `delay` ms once it comes within
 * 600 px of the screen, never for visitors who prefer reduced motion. With `loop`, the slide that leaves on the left
 * comes back at the right end (CSS `order`), so the strip never runs out; without, it rewinds to the first slide
 * after the last. `data-current` names the first slide in view, `data-playing` says it has started. Written in plain DOM, with no import and nothing from
 * outside the function, so that a page without React runs it as an inline script (`portfolioScript`); React runs it
 * from an effect. A second call on the same portfolio does nothing. Returns what stops it.
 */
export function startPortfolio(root: HTMLElement, delay: number, loop: boolean): () => void {
  const started: Started = root;
  const track = root.querySelector('ul');
  const slides = [...root.querySelectorAll('li')];
  const count = slides.length;
  if (started.portfolioAutoplay || !track || count < 2 || matchMedia('(prefers-reduced-motion: reduce)').matches) return () => {};
  started.portfolioAutoplay = true;
  let current = 0;
  let moving = false;
  let timer: ReturnType<typeof setInterval> | undefined;
  // One step: a slide's box, which holds the gap after it (its padding), as every slide's.
  const step = () => slides[0]?.offsetWidth ?? 0;
  const settle = (event?: Event) => {
    if (!moving || (event && event.target !== track)) return;
    moving = false;
    track.style.transition = 'none';
    slides.forEach((slide, i) => (slide.style.order = String((i - current + count) % count)));
    track.style.transform = '';
    void track.offsetWidth; // the reset lands before the transition comes back
    track.style.transition = '';
  };
  const move = () => {
    settle();
    current = (current + 1) % count;
    root.setAttribute('data-current', String(current));
    if (loop) {
      moving = true;
      track.style.transform = `translateX(-${step()}px)`;
    } else track.style.transform = `translateX(-${current * step()}px)`;
  };
  track.addEventListener('transitionend', settle);
  const begin = () => {
    if (!started.portfolioAutoplay || timer) return;
    timer = setInterval(move, delay);
    root.setAttribute('data-playing', '');
  };
  let observer: IntersectionObserver | undefined;
  if (typeof IntersectionObserver === 'undefined') begin();
  else {
    observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer?.disconnect();
        begin();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(root);
  }
  return () => {
    observer?.disconnect();
    clearInterval(timer);
    track.removeEventListener('transitionend', settle);
    root.removeAttribute('data-playing');
    delete started.portfolioAutoplay;
  };
}

/** The inline script of a page without React: starts each portfolio (`data-portfolio`, with `data-delay` and `data-loop`). */
export const portfolioScript = onEachElement(
  '[data-portfolio]',
  startPortfolio,
  'Number(element.dataset.delay), element.hasAttribute("data-loop")',
);
