/**
 * Embla's `duration` for a move of one slide that takes about `ms` milliseconds. Embla's duration is not a time: it
 * eases towards the slide in 60 Hz steps, and a duration of 13 brings a one-slide move within a pixel of its place in
 * about 500 ms, whatever the slide's width (480 to 530 ms from 358 to 1,200 px); durations scale about linearly
 * around it. `tests/e2e/trades.spec.ts` times the move in Chromium.
 */
export const emblaDuration = (ms: number) => Math.max(0, Math.round((ms * 13) / 500));
