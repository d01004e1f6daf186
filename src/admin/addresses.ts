// The editor's addresses, and the two moves after which Decap's page is loaded anew, both seen by one `hashchange`
// listener:
// - from one entry straight to another (an address typed, pasted or bookmarked while an entry is open): Decap keeps
//   the open editor, whose form then shows the first entry's values under the second's address, and a save would
//   write them there;
// - on the way to a new entry, when the configuration changed since the page loaded: it comes with the page
//   (tooling/cms/plugin.ts), made afresh at each load in `npm run dev` from the content as it is then, and a new trade
//   starts from the model as written (tooling/cms/config.ts); an editor opened before the model changed (a save in this
//   tab or another) would start a new trade from the old model.

/** An entry being edited: `#/collections/<collection>/entries/<slug>`, its collection captured. */
const ENTRY = /^#\/collections\/([^/?]+)\/entries\/[^?]+/;
/** A collection's list or a new entry of it: `#/collections/<collection>` or `#/collections/<collection>/new`. */
const LIST_OR_NEW = /^#\/collections\/([^/?]+)(\/new)?(?:\?.*)?$/;

/** True when the address goes from one entry straight to another, which Decap's open editor would not load. */
export function switchesEntry(from: string, to: string): boolean {
  const before = ENTRY.exec(from)?.[0];
  const after = ENTRY.exec(to)?.[0];
  return before !== undefined && after !== undefined && before !== after;
}

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
 * Loads the editor anew after either move: at once from one entry straight to another; on the way to a new entry
 * once the configuration (`#element`) is known to have changed, but not if the marketer has gone on elsewhere
 * meanwhile (an entry opened from the list while the configuration was fetched): the reload would take them back,
 * and the next way to a new entry checks again.
 */
export function reloadWhenStale(element: string, reload = () => window.location.reload()): void {
  window.addEventListener('hashchange', (event) => {
    const from = new URL(event.oldURL).hash;
    const to = new URL(event.newURL).hash;
    if (switchesEntry(from, to)) return reload();
    if (!towardsNewEntry(from, to)) return;
    configChanged(element).then(
      (changed) => {
        if (changed && window.location.hash === to) reload();
      },
      // Offline or the server stopped: the editor goes on with the configuration it has.
      (error: unknown) => console.warn(error),
    );
  });
}
