import { onEachElement } from '~/ui/inlineScript';

type Enhanced = HTMLElement & { sectorCarousel?: true };

/**
 * The carousel's behaviour on its rendered markup: previous and next wrap around, a dot jumps to its slide, and the
 * slide shown is the only one reachable. Written in plain DOM, with no import and nothing from outside the function,
 * so that a page without React runs it as an inline script (`sectorCarouselScript`); React runs it from an effect. A second
 * call on the same carousel does nothing. Returns what removes it.
 */
export function enhanceSectorCarousel(root: HTMLElement): () => void {
  const carousel: Enhanced = root;
  if (carousel.sectorCarousel) return () => {};
  carousel.sectorCarousel = true;
  const track = root.querySelector('ul');
  const slides = [...root.querySelectorAll('li')];
  const dots = [...root.querySelectorAll<HTMLButtonElement>('button[data-slide]')];
  let current = Math.max(
    0,
    slides.findIndex((slide) => slide.hasAttribute('data-active')),
  );
  const show = (index: number) => {
    current = (index + slides.length) % slides.length;
    if (track) track.style.transform = `translateX(-${current * 100}%)`;
    slides.forEach((slide, i) => {
      slide.inert = i !== current;
      slide.toggleAttribute('data-active', i === current);
    });
    dots.forEach((dot, i) => {
      dot.toggleAttribute('data-active', i === current);
      if (i === current) dot.setAttribute('aria-current', 'true');
      else dot.removeAttribute('aria-current');
    });
  };
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || !root.contains(button)) return;
    if (button.dataset.step) show(current + Number(button.dataset.step));
    else if (button.dataset.slide) show(Number(button.dataset.slide));
  };
  root.addEventListener('click', onClick);
  return () => {
    root.removeEventListener('click', onClick);
    delete carousel.sectorCarousel;
  };
}

/** The inline script of a page without React: runs `enhanceSectorCarousel` on each carousel (`data-sector-carousel`). */
export const sectorCarouselScript = onEachElement('[data-sector-carousel]', enhanceSectorCarousel);
