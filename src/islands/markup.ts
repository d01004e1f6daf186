// How a page's HTML marks an island: ./Island.tsx writes the attribute, the site's script finds it (./islands.ts),
// and the build reads it (tooling/build/pages.ts, unusedProperties.ts). Plain data.

/** The attribute of an island's container, whose value is the island's name (src/islands/registry.ts). */
export const ISLAND_ATTRIBUTE = 'data-island';

/** Whether a page's HTML holds an island. */
export const hasIsland = (html: string) => html.includes(` ${ISLAND_ATTRIBUTE}="`);
