// Decap loads an entry when its editor mounts, and keeps the same editor when the address changes from one entry
// straight to another (an address typed, pasted or bookmarked while an entry is open): the form then shows the first
// entry's values under the second's address, and a save would write them there. The editor is loaded anew instead.

/** An entry's address in the editor: `#/collections/<collection>/entries/<slug>`. */
const ENTRY = /^#\/collections\/[^/?]+\/entries\/[^?]+/;

/** True when the address goes from one entry straight to another, which Decap's open editor would not load. */
export function switchesEntry(from: string, to: string): boolean {
  const before = ENTRY.exec(from)?.[0];
  const after = ENTRY.exec(to)?.[0];
  return before !== undefined && after !== undefined && before !== after;
}

/** Reloads the editor when the address goes from one entry straight to another. */
export function reloadOnEntrySwitch(): void {
  window.addEventListener('hashchange', (event) => {
    if (switchesEntry(new URL(event.oldURL).hash, new URL(event.newURL).hash)) window.location.reload();
  });
}
