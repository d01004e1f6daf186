import { asset } from '~/ui/asset';
import classes from './Picture.module.css';

const STOCK_HOST = 'images.unsplash.com';
const WIDTHS = [400, 800, 1200];

/** srcset for stock photos, whose host resizes on the fly through the w= parameter. */
export function stockSrcSet(src: string): string | undefined {
  if (!src.includes(STOCK_HOST)) return undefined;
  return WIDTHS.map((w) => `${src.replace(/([?&])w=\d+/, `$1w=${w}`)} ${w}w`).join(', ');
}

type PictureProps = {
  src: string;
  alt: string;
  width: number;
  height: number;
  sizes?: string;
  eager?: boolean;
  className?: string;
};

/** An image whose box is reserved before it loads, lazy unless it is above the fold. */
export function Picture({ src, alt, width, height, sizes = '(max-width: 48em) 100vw, 50vw', eager, className }: PictureProps) {
  const srcSet = stockSrcSet(src);
  const local = asset(src);
  return (
    <img
      src={local}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={`${classes.picture} ${className ?? ''}`}
    />
  );
}
