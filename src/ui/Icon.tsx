import { useEffect, useRef } from 'react';
import type { IconName } from '~/content';
import { iconSymbolId } from '~/ui/iconSymbols';
import type { FieldProps } from '~/ui/field';

/**
 * A decorative icon from public/icons.svg; the text beside it carries the meaning. It refers to its <symbol> in the
 * page, the same markup on the server and in the browser: the build puts the symbols a prerendered page uses in it
 * (tooling/build/pages.ts), and an icon drawn in the browser whose symbol the page lacks fetches it (./iconSprite.ts).
 */
export function Icon({ name, size = 24, className, field }: { name: IconName; size?: number; className?: string; field?: FieldProps }) {
  const ref = useRef<SVGSVGElement>(null);
  // In the editor's preview, a card whose icon is not chosen yet has none: its box stays, empty.
  const drawn = Boolean(name);
  useEffect(() => {
    const doc = ref.current?.ownerDocument;
    // Rare (an icon the page was not built with): the code that fetches the sprite loads only then.
    if (drawn && doc && !doc.getElementById(iconSymbolId(name)))
      import('~/ui/iconSprite')
        .then(({ addMissingIconSymbols }) => addMissingIconSymbols(doc))
        .catch((error: unknown) => console.error(error));
  }, [name, drawn]);
  return (
    <svg ref={ref} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={className} {...field}>
      {drawn ? <use href={`#${iconSymbolId(name)}`} /> : null}
    </svg>
  );
}
