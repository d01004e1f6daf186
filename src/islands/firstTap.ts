// A visitor's first tap on an island that has not answered yet is not lost. An island whose registry entry says
// `replaysFirstTap` announces when it answers (a carousel: once Embla drives it); until then a tap on one of its
// buttons, which can do nothing before, is held, and the first is clicked again once it answers. Links and the
// other elements keep what the HTML does with them.

/** The event an island's element sends, bubbling, once the island answers the visitor. */
const ISLAND_ANSWERS = 'island-answers';

/** Says, from inside an island, that it now answers the visitor: a tap held until then is replayed. */
export function announceAnswering(element: Element): void {
  element.dispatchEvent(new Event(ISLAND_ANSWERS, { bubbles: true }));
}

/**
 * Holds the taps on `island`'s buttons until the island announces that it answers, then clicks again the first one
 * held. Its listener sits on the island's container, above React's root: React never sees a held tap, so a tap is
 * never answered twice.
 */
export function replayFirstTap(island: Element): void {
  let first: HTMLElement | null = null;
  const hold = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>('button[type="button"]') : null;
    if (!button || !island.contains(button)) return;
    event.stopPropagation();
    first ??= button;
  };
  island.addEventListener('click', hold, true);
  island.addEventListener(
    ISLAND_ANSWERS,
    () => {
      island.removeEventListener('click', hold, true);
      first?.click();
    },
    { once: true },
  );
}
