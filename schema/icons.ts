import ICON_FILES from './icons.json' with { type: 'json' };

// The icons a content file may name, each with the Tabler drawing used for it (see icons.json: a name of
// node_modules/@tabler/icons/icons/outline, or filled/<name>). tooling/build/icon-sprite.ts gathers them all in
// public/icons.svg, so that icons cost no JavaScript. The schema and the components both read this list.
export type IconName = keyof typeof ICON_FILES;

export const ICON_NAMES = Object.keys(ICON_FILES) as IconName[];
