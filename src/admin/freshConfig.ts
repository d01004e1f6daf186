// The editor's configuration comes with its page (tooling/cms/plugin.ts). In `npm run dev` the page is made afresh at
// each load, from the content as it is then: a new trade starts from the model as written (tooling/cms/config.ts).
// An editor opened before the model changed (a save in this tab or another) would start a new trade from the old
// model: on the way to a new entry, the page is loaded again if the configuration served is no longer its own.

/** A collection's list or a new entry of it: `#/collections/<collection>` or `#/collections/<collection>/new`. */
const LIST_OR_NEW = /^#\/collections\/([^/?]+)(\/new)?(?:\?.*)?$/;
/** An entry being edited: `#/collections/<collection>/entries/<slug>`. */
const ENTRY = /^#\/collections\/([^/?]+)\/entries\//;

/**
 * True when the address leads towards a new entry: to a collection's list (where « Ajouter » is), or to a new entry
 * that is not a copy (« Dupliquer » goes from an entry to a new entry of its collection, with the copy's values in
 * the form, which a reload would lose).
 */
export function towardsNewEntry(from: string, to: string): boolean {
  const target = LIST_OR_NEW.exec(to);
  if (!target) return false;
  return !(target[2] && ENTRY.exec(from)?.[1] === target[1]);
}

/** The element of the editor's page that holds its configuration, as JSON: `<script type="application/json" id="…">`. */
export const CONFIG_ELEMENT = 'cms-config';

/**
 * True when the editor would now be served with another configuration than this page's (`#element`); false while it
 * is rebuilt. It reads only the page and the server: the editor's tests run it in the tab to know whether the editor
 * is about to load itself again (tests/editor/fixtures.ts).
 */
export async function configChanged(element: string): Promise<boolean> {
  const own = document.getElementById(element)?.textContent ?? undefined;
  const response = await fetch(window.location.pathname, { cache: 'no-store' });
  if (!response.ok) return false;
  const served = new DOMParser().parseFromString(await response.text(), 'text/html').getElementById(element)?.textContent ?? undefined;
  return served !== undefined && own !== served;
}

/**
 * Loads the editor again on the way to a new entry, when its configuration (`#element`) changed since it opened. Not
 * once the marketer has gone on elsewhere (an entry opened from the list while the configuration was fetched): the
 * reload would take them back; the next way to a new entry checks again.
 */
export function reloadWhenConfigChanges(element: string, reload = () => window.location.reload()): void {
  window.addEventListener('hashchange', (event) => {
    const to = new URL(event.newURL).hash;
    if (!towardsNewEntry(new URL(event.oldURL).hash, to)) return;
    configChanged(element).then(
      (changed) => {
        if (changed && window.location.hash === to) reload();
      },
      // Offline or the server stopped: the editor goes on with the configuration it has.
      (error: unknown) => console.warn(error),
    );
  });
}
