import { IconStarFilled } from '@tabler/icons-react';
import classes from './Stars.module.css';

/** A row of filled stars, read out as its label. */
export function Stars({ rating, label }: { rating: number; label: string }) {
  return (
    <span className={classes.stars} role="img" aria-label={label}>
      {Array.from({ length: rating }, (_, i) => (
        <IconStarFilled key={i} size={16} aria-hidden="true" />
      ))}
    </span>
  );
}
