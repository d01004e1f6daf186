// Click-to-edit into a Markdown body: the caret goes to the start of the block clicked in the preview (a paragraph, a
// heading, a list item), in Decap's Markdown editor, whichever of its two modes is shown. Decap's widget takes
// `focus()` with no place, so this is the one module that reads its editor's page (Slate's).
//
// Contract: docs/framework-contracts.md#decap-field-focus (the Markdown editor)
// Decap's MarkdownControl draws its rich-text editor in `.cms-editor-visual` and its Markdown one in
// `.cms-editor-raw`, each a Slate `Editable` (`[data-slate-editor]`) whose children are its blocks, one per line of the
// body in the raw one. Slate draws each run of text as `[data-slate-node="text"]` inside its block or inside an inline
// element (a link, `[data-slate-inline]`), and takes a selection set in the page for its own (its `selectionchange`
// listener).
import { fillTokens } from '~/content/tokens';
import { editorData } from './editorData';

/** Where a block clicked in the preview lies in its body (src/admin/FieldLinks.tsx). */
export type BodyPlace = {
  /** The line of the body the block starts on (from 1). */
  line: number;
  /** The text the block shows ({tokens} filled), its place among the body's blocks, among those showing that text. */
  text: string;
  index: number;
  nth: number;
};

const squeezed = (text: string) =>
  text
    .replace(/\uFEFF/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** The rich-text editor's blocks of text (paragraphs and headings, a list's paragraphs), in order. */
function textBlocks(editable: Element): Element[] {
  const blocks = new Set<Element>();
  for (const text of editable.querySelectorAll('[data-slate-node="text"]')) {
    let block = text.parentElement;
    while (block?.hasAttribute('data-slate-inline')) block = block.parentElement;
    if (block && block !== editable) blocks.add(block);
  }
  return [...blocks];
}

/** The rich-text editor's block for a block of the preview: the same text (the nth such), else the same place. */
function richBlock(editable: Element, place: BodyPlace): Element | undefined {
  const blocks = textBlocks(editable);
  const tokens = editorData().index.tokens;
  const same = blocks.filter((block) => squeezed(fillTokens(block.textContent ?? '', tokens)) === squeezed(place.text));
  return same[place.nth] ?? same[0] ?? blocks[place.index];
}

function failed(what: string): never {
  throw new Error(`Click-to-edit: ${what} (docs/framework-contracts.md#decap-field-focus)`);
}

/** Puts the caret at the start of the block of the body's editor that `place` names, in the control `holder`. */
export function caretInBody(holder: Element, place: BodyPlace): void {
  const raw = holder.querySelector('.cms-editor-raw [data-slate-editor]');
  const editable = raw ?? holder.querySelector('.cms-editor-visual [data-slate-editor]');
  if (!(editable instanceof HTMLElement)) failed('the Markdown editor has no Slate editor in .cms-editor-visual or .cms-editor-raw');
  const block = raw ? raw.children[place.line - 1] : richBlock(editable, place);
  editable.focus({ preventScroll: true });
  if (!block) return;
  const text = block.ownerDocument.createTreeWalker(block, NodeFilter.SHOW_TEXT).nextNode();
  const range = block.ownerDocument.createRange();
  range.setStart(text ?? block, 0);
  range.collapse(true);
  const selection = block.ownerDocument.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
  block.scrollIntoView({ block: 'center' });
}
