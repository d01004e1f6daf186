import classes from './Grid.module.css';

type GridProps = {
  /** Columns from 48em (tablets) and from 62em (computers); one column below. */
  sm?: 1 | 2 | 3 | 4;
  md?: 1 | 2 | 3 | 4;
  component?: 'ul' | 'ol' | 'div' | 'dl';
  className?: string;
  children: React.ReactNode;
};

/** A responsive grid in CSS alone: static sections need no layout code in the browser. */
export function Grid({ sm = 1, md = sm, component: Component = 'ul', className, children }: GridProps) {
  return (
    <Component className={`${classes.grid} ${className ?? ''}`} style={{ '--grid-sm': sm, '--grid-md': md } as React.CSSProperties}>
      {children}
    </Component>
  );
}
