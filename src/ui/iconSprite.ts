// In the browser: the drawings a page lacks, added from public/icons.svg. A prerendered page carries the symbols of
// the icons it shows (tooling/build/pages.ts); an icon an island draws later (a link's "remove" button), a page of
// `npm run dev` and the editor's previews get theirs from the sprite, fetched once.
import { asset } from './asset';
import { ICON_SYMBOL_PREFIX, ICON_SYMBOLS_ID, iconSymbolsHolder } from './iconSymbols';

let sprite: Promise<Document> | undefined;

const loadSprite = () =>
  (sprite ??= fetch(asset('/icons.svg'))
    .then((response) => {
      if (!response.ok) throw new Error(`icons.svg: ${response.status}`);
      return response.text();
    })
    .then((text) => new DOMParser().parseFromString(text, 'image/svg+xml'))
    .catch((error: unknown) => {
      sprite = undefined; // the next icon tries again
      throw error;
    }));

/** Adds to `doc` the symbol of each icon it refers to and lacks (`<use href="#i-…">`). */
export async function addMissingIconSymbols(doc: Document): Promise<void> {
  const wanted = () =>
    [
      ...new Set([...doc.querySelectorAll(`use[href^="#${ICON_SYMBOL_PREFIX}"]`)].map((use) => use.getAttribute('href')?.slice(1) ?? '')),
    ].filter((id) => id && !doc.getElementById(id));
  if (!wanted().length) return;
  const source = await loadSprite();
  let holder = doc.getElementById(ICON_SYMBOLS_ID);
  if (!holder) {
    // Last in <body>: the editor's preview frame draws into the body's first child (react-frame-component's mount
    // target), which a holder put first would become, hiding the whole preview.
    doc.body.insertAdjacentHTML('beforeend', iconSymbolsHolder(''));
    holder = doc.getElementById(ICON_SYMBOLS_ID);
  }
  // Read again after the wait: another icon may have added some meanwhile.
  for (const id of wanted()) {
    const symbol = source.getElementById(id);
    if (symbol) holder?.append(doc.importNode(symbol, true));
    else console.error(`Icon "${id}" is missing from icons.svg`);
  }
}
