import { getSpacing, type MantineSpacing } from '@mantine/core';
import classes from './Grid.module.css';

type GridProps = {
  /** Columns on phones (one unless told), from 48em (tablets) and from 62em (computers). */
  base?: number;
  sm?: number;
  md?: number;
  /** The gap between cells: Mantine's lg spacing unless told. */
  gap?: MantineSpacing;
  component?: 'ul' | 'ol' | 'div' | 'dl';
  className?: string;
  children: React.ReactNode;
};

/**
 * A responsive grid in CSS alone: static sections need no layout code in the browser, and unlike Mantine's
 * SimpleGrid it writes no <style> element into the body (invalid HTML there).
 */
export function Grid({ base = 1, sm = base, md = sm, gap, component: Component = 'ul', className, children }: GridProps) {
  const style = { '--grid-base': base, '--grid-sm': sm, '--grid-md': md, '--grid-gap': gap === undefined ? undefined : getSpacing(gap) };
  return (
    <Component className={`${classes.grid} ${className ?? ''}`} style={style as React.CSSProperties}>
      {children}
    </Component>
  );
}
