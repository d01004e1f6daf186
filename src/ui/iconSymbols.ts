// How a page's icons find their drawings: each icon is `<svg><use href="#i-NAME"/></svg>` (./Icon.tsx), and the page
// carries the <symbol id="i-NAME"> elements of public/icons.svg it uses in one hidden <svg>. Pure: the build, which
// writes that <svg> into each prerendered page (tooling/build/pages.ts), reads it too.
/** What every icon's <symbol> id starts with: the sprite's writer and every reader of it use this one. */
export const ICON_SYMBOL_PREFIX = 'i-';

/** The id of an icon's <symbol>, in public/icons.svg and in a page. */
export const iconSymbolId = (name: string) => `${ICON_SYMBOL_PREFIX}${name}`;

/** The id of the hidden <svg> that holds a page's symbols. */
export const ICON_SYMBOLS_ID = 'icon-symbols';

/** The hidden <svg> holding these symbols (markup), as the build writes it at the top of a page's <body>. */
export const iconSymbolsHolder = (symbols: string) =>
  `<svg id="${ICON_SYMBOLS_ID}" style="display:none" aria-hidden="true">${symbols}</svg>`;
