/**
 * Embla's `duration` for a move of one slide that takes about `ms` milliseconds. Embla's duration is not a time: it
 * eases towards the slide in 60 Hz steps, and a duration of 12 brings a one-slide move within a pixel of its place in
 * about 500 ms, whatever the slide's width (measured in Chromium from 358 to 900 px); durations scale about linearly
 * around it. `tests/e2e/islands.spec.ts` times the move on the built site, in dev and on workerd.
 */
export const emblaDuration = (ms: number) => Math.max(0, Math.round((ms * 12) / 500));
