import { asset } from '~/ui/asset';
import images from './images.json';
import type { FieldProps } from '~/ui/field';
import classes from './Picture.module.css';

const STOCK_HOST = 'images.unsplash.com';
const WIDTHS = [400, 800, 1200];

/** srcset for stock photos, whose host resizes on the fly through the w= parameter. */
export function stockSrcSet(src: string): string | undefined {
  if (!src.includes(STOCK_HOST)) return undefined;
  return WIDTHS.map((w) => `${src.replace(/([?&])w=\d+/, `$1w=${w}`)} ${w}w`).join(', ');
}

type Derived = { widths: number[]; hash: string };

/** srcset of the AVIF or WebP files the build derives from a local image (tooling/build/images.ts), if it has them. */
export function derivedSrcSet(src: string, format: 'avif' | 'webp'): string | undefined {
  const image = (images as Record<string, Derived>)[src];
  if (!image) return undefined;
  const stem = src.replace(/\.\w+$/, '');
  return image.widths.map((w) => `${asset(`/_img${stem}-${w}-${image.hash}.${format}`)} ${w}w`).join(', ');
}

type PictureProps = {
  src: string;
  alt: string;
  width: number;
  height: number;
  sizes?: string;
  eager?: boolean;
  className?: string;
  /** The field behind the image (src/ui/field.ts). */
  field?: FieldProps;
};

/**
 * An image whose box is reserved before it loads, lazy unless it is above the fold. A local image comes as
 * AVIF or WebP in the width the screen needs, its original as the fallback.
 */
export function Picture({ src, alt, width, height, sizes = '(max-width: 48em) 100vw, 50vw', eager, className, field }: PictureProps) {
  const srcSet = stockSrcSet(src);
  const avif = derivedSrcSet(src, 'avif');
  const webp = derivedSrcSet(src, 'webp');
  const img = (
    <img
      src={asset(src)}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={`${classes.picture} ${className ?? ''}`}
      {...field}
    />
  );
  if (!avif || !webp) return img;
  return (
    <picture className={classes.frame}>
      <source type="image/avif" srcSet={avif} sizes={sizes} />
      <source type="image/webp" srcSet={webp} sizes={sizes} />
      {img}
    </picture>
  );
}
