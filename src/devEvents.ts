// The messages `npm run dev` and the open page exchange over Vite's update channel about content saves
// (tooling/dev/content-reload.ts on the server, src/islands/dev.ts in the page).

/** Server → page: a content save is checked and generated, the page can load again. */
export const CONTENT_UPDATED = 'content:updated';

/** Server → page: the content has mistakes, the check's problems in French (ContentProblem[], src/check/problem.ts). */
export const CONTENT_PROBLEMS = 'content:problems';

/** Page → server: the page listens for content updates, and has been loading since (performance.timeOrigin). */
export const PAGE_LOADED = 'content:page-loaded';
