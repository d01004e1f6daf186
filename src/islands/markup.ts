// How a page's HTML marks an island: ./Island.tsx writes the attribute, the site's script finds it (./islands.ts),
// and the build reads it (tooling/build/pages.ts, unusedProperties.ts). Plain data.

/** The attribute of an island's container, whose value is the island's name (src/islands/registry.ts). */
export const ISLAND_ATTRIBUTE = 'data-island';

/** Whether a page's HTML holds an island. */
export const hasIsland = (html: string) => html.includes(` ${ISLAND_ATTRIBUTE}="`);

/**
 * The page's inline script that loads the site's script (`src`, a module) once the page has painted for the first
 * time (Paint Timing's `paint` entry), or at once in a browser without it. Nothing of the site's script is needed to
 * draw the page: asked for only then, it never competes with the first paint (its islands' code follows once the page
 * is idle, ./islands.ts). A tab opened in the background paints, and loads it, when shown. The page's policy allows
 * this text by its hash (tooling/build/pages.ts).
 */
export const siteScriptLoader = (src: string) =>
  `(()=>{const load=()=>import(${JSON.stringify(src)});if(!window.PerformanceObserver?.supportedEntryTypes?.includes("paint"))return void load();new PerformanceObserver((_,o)=>{o.disconnect();load()}).observe({type:"paint",buffered:true})})()`;

/** The site's script that an inline script's text loads, when the text is siteScriptLoader's; undefined otherwise. */
export function siteScriptOf(text: string): string | undefined {
  const quoted = /^\(\(\)=>\{const load=\(\)=>import\(("(?:[^"\\]|\\.)*")\)/.exec(text)?.[1];
  const src = quoted === undefined ? undefined : (JSON.parse(quoted) as string);
  return src !== undefined && siteScriptLoader(src) === text ? src : undefined;
}
