import logo from './logo.svg?raw';

// The brand mark (also the source of the favicons, see tooling/make/icons.ts), drawn inline: an <img> of an SVG costs the browser a whole SVG document of its
// own (several milliseconds of main thread before the first paint), inline it is a few more elements.
const [, viewBox = '0 0 64 64', drawing = ''] = logo.match(/<svg[^>]*viewBox="([^"]+)"[^>]*>([\s\S]*)<\/svg>/) ?? [];

/** The brand mark, decorative: the brand name follows it as text. */
export function Logo({ className }: { className?: string }) {
  return (
    <svg
      viewBox={viewBox}
      width={36}
      height={36}
      className={className}
      aria-hidden="true"
      focusable="false"
      dangerouslySetInnerHTML={{ __html: drawing }}
    />
  );
}
