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

/** The configuration the page was served with, and the one it would be served with now (none while it is rebuilt). */
async function configs(element: string): Promise<{ own: string | undefined; served: string | undefined }> {
  const own = document.getElementById(element)?.textContent ?? undefined;
  const response = await fetch(window.location.pathname, { cache: 'no-store' });
  if (!response.ok) return { own, served: undefined };
  const page = new DOMParser().parseFromString(await response.text(), 'text/html');
  return { own, served: page.getElementById(element)?.textContent ?? undefined };
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
    configs(element).then(
      ({ own, served }) => {
        if (served !== undefined && own !== served && window.location.hash === to) reload();
      },
      // Offline or the server stopped: the editor goes on with the configuration it has.
      (error: unknown) => console.warn(error),
    );
  });
}
