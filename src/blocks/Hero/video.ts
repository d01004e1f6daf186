import { onEachElement } from '~/ui/inlineScript';

type Enhanced = HTMLElement & { heroVideo?: true };

/**
 * The demo video's behaviour on its rendered figure. Once the page has loaded and painted, the poster (`data-poster`) and the
 * captions are switched on: as a poster attribute and a default track in the HTML they would be downloaded with the
 * page, competing with the first screen. The play link (`data-play`), a link to the video file without JavaScript,
 * starts the video with the player's own controls and hides itself. Written in plain DOM, with no import and nothing
 * from outside the function, so that a page without React runs it as an inline script (`heroVideoScript`); React
 * runs it from an effect. A second call on the same figure does nothing. Returns what removes it.
 */
export function enhanceHeroVideo(figure: HTMLElement): () => void {
  const enhanced: Enhanced = figure;
  const video = figure.querySelector('video');
  const play = figure.querySelector<HTMLElement>('[data-play]');
  if (enhanced.heroVideo || !video) return () => {};
  enhanced.heroVideo = true;
  const dress = () => {
    if (video.dataset.poster) video.poster = video.dataset.poster;
    const captions = video.textTracks as TextTrackList | undefined; // not implemented by every DOM (jsdom)
    if (captions?.[0]) captions[0].mode = 'showing';
  };
  // After the page's load and its first contentful paint (at once where paint timing is missing).
  const loaded = () => (document.readyState === 'complete' ? dress() : window.addEventListener('load', dress, { once: true }));
  const paintTimed = typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint');
  const painted = paintTimed
    ? new PerformanceObserver((list) => {
        if (!list.getEntriesByName('first-contentful-paint').length) return;
        painted?.disconnect();
        loaded();
      })
    : undefined;
  if (painted) painted.observe({ type: 'paint', buffered: true });
  else loaded();
  const start = (event: Event) => {
    event.preventDefault();
    video.controls = true;
    video.focus();
    video.play().catch(() => {}); // a browser may refuse to play; the controls are there for another try
    if (play) play.hidden = true;
  };
  play?.addEventListener('click', start);
  return () => {
    painted?.disconnect();
    window.removeEventListener('load', dress);
    play?.removeEventListener('click', start);
    delete enhanced.heroVideo;
  };
}

/** The inline script of a page without React: runs `enhanceHeroVideo` on the demo video (`data-hero-video`). */
export const heroVideoScript = onEachElement('[data-hero-video]', enhanceHeroVideo);
