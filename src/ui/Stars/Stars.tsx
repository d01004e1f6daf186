import star from '@tabler/icons/filled/star.svg?raw';
import classes from './Stars.module.css';

// Tabler's filled star: one absolute move, then relative commands only, so a star drawn further right
// is the same path with its first point moved. A rating is one <svg> with one <path>, not one icon per star
// (on the landing page's portfolio that is 22 elements instead of 165).
const [, STAR_X = '0', STAR_Y = '0', STAR_REST = ''] = star.match(/<path d="M([\d.]+) ([\d.]+)(l[^"]*z)"/) ?? [];
const SIZE = 24; // drawing units of one star
const STEP = SIZE + 3; // a 2 px gap at 16 px

/** The path of `count` stars side by side, in 24-unit drawing space. */
export function starsPath(count: number) {
  return Array.from({ length: count }, (_, i) => `M${+(Number(STAR_X) + i * STEP).toFixed(3)} ${STAR_Y}${STAR_REST}`).join('');
}

/** A row of filled stars, read out as its label. */
export function Stars({ rating, label }: { rating: number; label: string }) {
  const width = rating * STEP - (STEP - SIZE);
  return (
    <svg className={classes.stars} role="img" aria-label={label} width={(width * 16) / SIZE} height={16} viewBox={`0 0 ${width} ${SIZE}`}>
      <path d={starsPath(rating)} fill="currentColor" />
    </svg>
  );
}
