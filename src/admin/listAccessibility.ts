// Decap's list items have a chevron, a drag handle and a × that screen readers announce as bare « button »s, and
// dnd-kit (under Decap's list) reads its English drag instructions and announcements. Decap's list widget passes no
// names and no `accessibility` prop to dnd-kit's DndContext, so this module names them in French in the page,
// from each item's own summary (what its folded line shows), whose {tokens} it fills as the page does. It fails loudly: with lists on the screen and no drag
// handle where it expects one, it throws (tests/editor/mistakes.spec.ts trips first).
// Contract: docs/framework-contracts.md#decap-list-names
import { fillTokens } from '~/content/tokens';
import { editorData } from './editorData';
import { TEXTS } from './texts';

const tokens = () => editorData().index.tokens;

/** dnd-kit's sortable handle (`useSortable`'s attributes), one per list item, between the chevron and the ×. */
const HANDLE = '[aria-roledescription="sortable"], [aria-roledescription="' + TEXTS.movable + '"]';
/** dnd-kit's hidden instructions and live region (`DndDescribedBy-N`, `DndLiveRegion-N`). */
const INSTRUCTIONS = '[id^="DndDescribedBy-"]';
const LIVE_REGION = '[id^="DndLiveRegion-"]';

/** dnd-kit's English announcements (its `defaultAnnouncements`), by how they begin. */
const ANNOUNCEMENTS: [RegExp, string][] = [
  [/^Picked up draggable item/, TEXTS.dragAnnouncements.start],
  [/^Draggable item .* was moved over/, TEXTS.dragAnnouncements.over],
  [/^Dragging was cancelled/, TEXTS.dragAnnouncements.cancel],
  [/^Draggable item .* (was dropped|is no longer over)/, TEXTS.dragAnnouncements.end],
];

const setAttribute = (element: Element | null, name: string, value: string) => {
  if (element && element.getAttribute(name) !== value) element.setAttribute(name, value);
};

function nameItem(handle: Element) {
  const bar = handle.parentElement;
  const chevron = handle.previousElementSibling;
  const remove = handle.nextElementSibling;
  const summary = bar?.nextElementSibling;
  // Another sortable (a multiple image field's pictures) is not a list item's bar.
  if (!(chevron instanceof HTMLButtonElement) && !(remove instanceof HTMLButtonElement)) return;
  if (!bar || !(summary instanceof HTMLElement)) throw new Error('/admin/: a list item has no summary after its top bar (Decap changed)');
  // A folded line shows its text as the page does, {previewDelay} as « 96h » (Decap's summary is the raw value).
  const filled = fillTokens(summary.textContent ?? '', tokens());
  if (filled !== summary.textContent) translate(summary, filled);
  const text = filled.trim() || TEXTS.movable;
  const collapsed = getComputedStyle(summary).display !== 'none';
  if (chevron instanceof HTMLButtonElement) {
    setAttribute(chevron, 'aria-label', collapsed ? TEXTS.openItem(text) : TEXTS.closeItem(text));
    setAttribute(chevron, 'aria-expanded', String(!collapsed));
  }
  if (remove instanceof HTMLButtonElement) setAttribute(remove, 'aria-label', TEXTS.removeItem(text));
  setAttribute(handle, 'aria-roledescription', TEXTS.movable);
  setAttribute(handle, 'aria-label', TEXTS.moveItem(text));
}

/** Changes the text in React's own text node, so that React's next announcement still reaches the page. */
function translate(element: Element, text: string) {
  const node = element.firstChild;
  if (node instanceof Text && element.childNodes.length === 1) {
    if (node.nodeValue !== text) node.nodeValue = text;
  } else if (element.textContent !== text) element.textContent = text;
}

function nameAll() {
  for (const handle of document.querySelectorAll(HANDLE)) nameItem(handle);
  for (const instructions of document.querySelectorAll(INSTRUCTIONS)) translate(instructions, TEXTS.dragInstructions);
  for (const region of document.querySelectorAll(LIVE_REGION)) {
    const said = region.textContent?.trim() ?? '';
    const french = ANNOUNCEMENTS.find(([english]) => english.test(said))?.[1];
    if (french) translate(region, french);
  }
}

/** Names the list items' buttons and translates the drag instructions, as lists are drawn and change. */
export function nameListButtons() {
  let queued = false;
  const observer = new MutationObserver(() => {
    if (queued) return;
    queued = true;
    queueMicrotask(() => {
      queued = false;
      nameAll();
      observer.takeRecords();
    });
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['style'] });
}
