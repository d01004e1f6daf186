import { Icon } from '~/ui/Icon';
import classes from './Stars.module.css';

/** A row of filled stars, read out as its label. */
export function Stars({ rating, label }: { rating: number; label: string }) {
  return (
    <span className={classes.stars} role="img" aria-label={label}>
      {Array.from({ length: rating }, (_, i) => (
        <Icon key={i} name="star-filled" size={16} />
      ))}
    </span>
  );
}
