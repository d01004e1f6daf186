import type { IconName } from '~/content';
import { Icon } from '~/ui/Icon';
import type { FieldProps } from '~/ui/field';
import classes from './IconBadge.module.css';

type IconBadgeProps = {
  name: IconName;
  size: 28 | 44 | 48 | 56;
  tone?: 'light' | 'strong' | 'success';
  round?: boolean;
  /** The field behind the icon (src/ui/field.ts). */
  field?: FieldProps;
};

/** An icon on a coloured tile: the agency's feature marks, in CSS alone. */
export function IconBadge({ name, size, tone = 'light', round, field }: IconBadgeProps) {
  return (
    <span
      className={classes.badge}
      data-tone={tone}
      data-round={round || undefined}
      style={{ '--badge-size': `${size}px` } as React.CSSProperties}
      {...field}
    >
      <Icon name={name} size={Math.round(size / 2)} />
    </span>
  );
}
