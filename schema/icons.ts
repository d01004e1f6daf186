import ICONS from './icons.json' with { type: 'json' };

// The icons a content file may name, each with the Tabler drawing used for it (icons.json: a name of
// node_modules/@tabler/icons/icons/outline, or filled/<name>), the French name the editor shows beside its
// picture, and other words a marketer may search it by (`words`: « prix » finds the euro). tooling/build/icon-sprite.ts gathers them all in public/icons.svg, so that icons cost no JavaScript.
// The schema, the components and the editor all read this list.
export type IconName = keyof typeof ICONS;

export const ICON_NAMES = Object.keys(ICONS) as IconName[];

/** The French name of each icon, as the editor's icon picker shows it. */
export const ICON_LABELS: Readonly<Record<IconName, string>> = Object.fromEntries(
  Object.entries(ICONS).map(([name, icon]) => [name, icon.label]),
) as Record<IconName, string>;

/** What the editor's icon search reads for each icon: its French name and the other words it goes by. */
export const ICON_SEARCH: Readonly<Record<IconName, string>> = Object.fromEntries(
  Object.entries(ICONS).map(([name, icon]) => [name, 'words' in icon ? `${icon.label} ${icon.words}` : icon.label]),
) as Record<IconName, string>;
