import type { IconName } from '~/content/iconNames';
import { asset } from '~/ui/asset';

/** A decorative icon from public/icons.svg; the text beside it carries the meaning. */
export function Icon({ name, size = 24, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg width={size} height={size} aria-hidden="true" focusable="false" className={className}>
      <use href={`${asset('/icons.svg')}#i-${name}`} />
    </svg>
  );
}
