/**
 * Resolves once the element with this id comes within `margin` of the viewport. Resolves at once where
 * that cannot be watched: on the server, without IntersectionObserver, or when the element is not in the
 * document (a page being rendered by a client-side navigation).
 */
export function whenNearScreen(id: string, margin = 600): Promise<void> {
  if (typeof document === 'undefined' || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  const element = document.getElementById(id);
  if (!element) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: `${margin}px 0px` },
    );
    observer.observe(element);
  });
}
