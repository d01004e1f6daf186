import type { IconName } from '~/content';
import { asset } from '~/ui/asset';

/**
 * A decorative icon from public/icons.svg; the text beside it carries the meaning. The reference is inner
 * HTML so that the build can put the drawing itself in prerendered pages (tooling/build/pages.ts) and
 * hydration keeps it.
 */
export function Icon({ name, size = 24, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className={className}
      dangerouslySetInnerHTML={{ __html: `<use href="${asset('/icons.svg')}#i-${name}"></use>` }}
    />
  );
}
