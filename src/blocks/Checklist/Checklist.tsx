import classes from './Checklist.module.css';
import { Grid } from '~/ui/Grid/Grid';
import { IconBadge } from '~/ui/IconBadge/IconBadge';
import { field } from '~/ui/field';

/** A list of what is included, each line with a check mark. */
export function Checklist({ items }: { items: string[] }) {
  return (
    <Grid sm={2} className={classes.list}>
      {items.map((item, i) => (
        <li key={item} className={classes.item}>
          <IconBadge name="check" size={28} tone="success" round />
          <span {...field(items, i)}>{item}</span>
        </li>
      ))}
    </Grid>
  );
}
