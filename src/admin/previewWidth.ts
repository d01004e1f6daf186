// The width the preview pane draws its page at, as a visitor's screen would be: a phone, a tablet or a computer.
// The choice is the marketer's, kept from entry to entry and from one day to the next (localStorage).

/** The screen widths the preview can take, in CSS pixels: a common phone, a tablet held upright, a computer. */
export const PREVIEW_WIDTHS = { phone: 390, tablet: 768, desktop: 1440 } as const;
export type PreviewWidth = keyof typeof PREVIEW_WIDTHS;
export const PREVIEW_WIDTH_NAMES = Object.keys(PREVIEW_WIDTHS) as PreviewWidth[];

const KEY = 'editeur:largeur-apercu';
const isWidth = (value: unknown): value is PreviewWidth => typeof value === 'string' && value in PREVIEW_WIDTHS;

function stored(): PreviewWidth {
  try {
    const value = localStorage.getItem(KEY);
    return isWidth(value) ? value : 'desktop';
  } catch {
    return 'desktop';
  }
}

let chosen: PreviewWidth | undefined;
const listeners = new Set<() => void>();

export const chosenPreviewWidth = (): PreviewWidth => (chosen ??= stored());

export function choosePreviewWidth(width: PreviewWidth) {
  chosen = width;
  try {
    localStorage.setItem(KEY, width);
  } catch {
    // A forbidden storage only forgets the choice at the next visit.
  }
  for (const listener of listeners) listener();
}

export function onPreviewWidth(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** How much a page `width` wide must shrink to fit `room` pixels: never grown, at most 1. */
export const previewScale = (width: number, room: number) => Math.min(1, Math.max(room, 1) / width);
