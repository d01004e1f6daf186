// `npm run dev`'s script on every page: the same islands as the build (./islands.ts), plus the dev loop. A content
// save, or a change to code the page was drawn with, reloads the page with the reader at the heading they read; a
// content mistake shows over the page, in French, until a save fixes it.
import type { ContentProblem } from '~/check/problem';
import { CONTENT_PROBLEMS, CONTENT_UPDATED, PAGE_LOADED } from '~/devEvents';
import { addMissingIconSymbols } from '~/ui/iconSprite';
// Imported first and run before the page's load event, as the build's script is: it only registers each island's
// trigger, and no island's component loads before a later task, by which time the globals below are set.
import './islands';

// React Router's dev transform gives each component module Fast Refresh's registration calls, which expect these
// globals: the preamble Vite's backend-integration guide gives for React. Set before any component module loads.
Object.assign(window, {
  $RefreshReg$: () => {},
  $RefreshSig$: () => (type: unknown) => type,
  __vite_plugin_react_preamble_installed__: true,
});

/** Where the reader was, across a reload: the first heading in view and its distance from the window's top. */
const ANCHOR = 'dev-reader-anchor';
const headings = () => [...document.querySelectorAll('h1, h2, h3')];

/** Reloads the page, keeping the reader at the heading they were reading, wherever the edit moved it. */
function reloadWhereTheReaderIs() {
  const index = headings().findIndex((heading) => heading.getBoundingClientRect().top >= 0);
  const top = headings()[index]?.getBoundingClientRect().top;
  if (index >= 0 && top !== undefined) sessionStorage.setItem(ANCHOR, JSON.stringify({ path: window.location.pathname, index, top }));
  window.location.reload();
}

const anchor = sessionStorage.getItem(ANCHOR);
sessionStorage.removeItem(ANCHOR);
if (anchor) {
  const { path, index, top } = JSON.parse(anchor) as { path: string; index: number; top: number };
  if (path === window.location.pathname) {
    window.history.scrollRestoration = 'manual';
    const restore = () => {
      const heading = headings()[index];
      if (heading) window.scrollBy({ top: heading.getBoundingClientRect().top - top, behavior: 'instant' });
    };
    // At once (this module runs once the page is parsed), and again once it has loaded, in case its layout moved.
    restore();
    if (document.readyState !== 'complete') window.addEventListener('load', restore, { once: true });
  }
}

// The dev server's pages are not finished by the build: their icons' drawings come from the sprite.
addMissingIconSymbols(document).catch((error: unknown) => console.error(error));

let closeProblems: (() => void) | undefined;
/** The latest report's number: a report whose modules are still loading when a newer one comes is not shown. */
let latestReport = 0;

async function showProblems(problems: readonly ContentProblem[]) {
  const report = ++latestReport;
  closeProblems?.();
  if (!problems.length) return;
  const [{ createRoot }, { createElement }, { IslandProviders }, { default: ContentProblems }] = await Promise.all([
    import('react-dom/client'),
    import('react'),
    import('./IslandProviders'),
    import('~/ui/ContentProblems/ContentProblems'),
  ]);
  if (report !== latestReport) return;
  const host = document.body.appendChild(document.createElement('div'));
  const root = createRoot(host);
  closeProblems = () => {
    closeProblems = undefined;
    root.unmount();
    host.remove();
  };
  root.render(createElement(IslandProviders, null, createElement(ContentProblems, { problems, onClose: () => closeProblems?.() })));
}

const hot = import.meta.hot;
if (hot) {
  hot.on(CONTENT_UPDATED, reloadWhereTheReaderIs);
  hot.on(CONTENT_PROBLEMS, (problems: readonly ContentProblem[]) => void showProblems(problems));
  // An island's module changed: the page loads again with it (the dev server sends a reload for the others).
  hot.on('vite:afterUpdate', reloadWhereTheReaderIs);
  // Saves made while the page was loading came before these listeners: the server answers with one more update.
  hot.send(PAGE_LOADED, { since: performance.timeOrigin });
}
