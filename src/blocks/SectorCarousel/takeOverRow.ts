import type { EmblaCarouselType } from 'embla-carousel';

/**
 * Before the island hydrates, the carousel's slides are a row the browser scrolls itself (a finger's swipe, snapping
 * to each slide: SectorCarousel.module.css). Once Embla drives it, the slide the visitor scrolled to is where Embla
 * stands, and the row's own scroll goes back to its start: Embla moves the track instead. Positions are read from the
 * layout (`offsetLeft`), which Embla's transforms leave alone.
 */
export function takeOverRow(embla: EmblaCarouselType): void {
  const viewport = embla.rootNode();
  const scrolled = viewport.scrollLeft;
  if (!scrolled) return;
  const slides = embla.slideNodes();
  const start = slides[0]?.offsetLeft ?? 0;
  const distance = (slide: HTMLElement) => Math.abs(slide.offsetLeft - start - scrolled);
  const shown = slides.reduce((best, slide, i) => (distance(slide) < distance(slides[best] ?? slide) ? i : best), 0);
  viewport.scrollLeft = 0;
  embla.scrollTo(shown, true);
}
