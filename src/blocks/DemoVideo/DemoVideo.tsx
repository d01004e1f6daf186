import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { HeroBlock } from '~/blocks/types';
import { asset } from '~/ui/asset';
import { Icon } from '~/ui/Icon';
import classes from './DemoVideo.module.css';

export type DemoVideoProps = { video: Omit<HeroBlock['video'], 'title' | 'caption'> };

/**
 * The demo video, an island of the landing page (src/islands/registry.ts). The player's own controls appear when the
 * visitor starts the video: drawn with the page, they would cost the browser a set of SVG icon documents and their
 * styles before the first screen is ready. Until then a play button covers the video; before the island hydrates
 * (or without JavaScript) it is a link that opens the video file itself. The poster and the captions (shown, as the
 * video has no sound) come with the island: as a poster attribute and a default track in the HTML they would be
 * downloaded with the page, competing with the first screen.
 */
export function DemoVideo({ video }: DemoVideoProps) {
  const player = useRef<HTMLVideoElement>(null);
  const [hydrated, setHydrated] = useState(false);
  const [playing, setPlaying] = useState(false);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the poster is for the browser only, once the page is there
  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    const captions = player.current?.textTracks as TextTrackList | undefined; // not implemented by every DOM (jsdom)
    if (hydrated && captions?.[0]) captions[0].mode = 'showing';
  }, [hydrated]);
  const play = (event: React.MouseEvent) => {
    event.preventDefault();
    // The controls first (a video without them takes no focus), then the focus, in the visitor's click.
    flushSync(() => setPlaying(true));
    player.current?.focus();
    player.current?.play().catch(() => {}); // a browser may refuse to play; the controls are there for another try
  };
  return (
    <div className={classes.frame}>
      <video
        ref={player}
        preload="none"
        playsInline
        controls={playing}
        poster={hydrated ? asset(video.poster) : undefined}
        width={video.width}
        height={video.height}
        className={classes.player}
      >
        <source src={asset(video.src)} type="video/mp4" />
        <track kind="captions" src={asset(video.captions)} srcLang="fr" label={video.captionsLabel} />
        {video.fallback}
      </video>
      <a href={asset(video.src)} className={classes.play} aria-label={video.playLabel} hidden={playing} onClick={play}>
        <Icon name="play" size={32} />
      </a>
    </div>
  );
}
