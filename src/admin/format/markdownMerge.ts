// Keeps a Markdown text as it was written wherever the editor did not change its meaning. Decap's rich text editor
// writes the whole body anew (`-` becomes `*`, `[` becomes `\[`, links become `<…>`): here the edited text is matched
// with the original node by node, from the blocks down to the words of a paragraph. Whatever did not change keeps its
// original text (list markers, links, brackets, line breaks); a changed text keeps its spelling around the edit. The
// result is read back: if it does not say what the editor wrote, the changed blocks are written whole instead.
import { fromMarkdown } from 'mdast-util-from-markdown';
import { toMarkdown, type Options } from 'mdast-util-to-markdown';
import { patchText } from './textPatch.ts';

type MdNode = {
  type: string;
  value?: unknown;
  position?: { start: { offset?: number }; end: { offset?: number } };
  children?: MdNode[];
} & Record<string, unknown>;
type Parent = MdNode & { children: MdNode[] };

const startOf = (node: MdNode) => node.position?.start.offset ?? 0;
const endOf = (node: MdNode) => node.position?.end.offset ?? startOf(node);
const hasChildren = (node: MdNode): node is Parent => Array.isArray(node.children) && node.children.length > 0;

const keys = new WeakMap<MdNode, string>();
/** A node's content without where it was written: two spellings of the same Markdown give the same key. */
function keyOf(node: MdNode): string {
  let key = keys.get(node);
  if (key === undefined) {
    key = JSON.stringify(node, (name, value: unknown) => (name === 'position' || name === 'spread' ? undefined : value));
    keys.set(node, key);
  }
  return key;
}

/** What a node says besides its children: a link's address, a heading's level, a list's numbering. */
const frameOf = (node: MdNode) => JSON.stringify({ ...node, children: undefined, position: undefined, spread: undefined });

/** The nodes whose children are inline: a text, a link, an emphasis. */
const INLINE_PARENTS = new Set(['paragraph', 'heading', 'emphasis', 'strong', 'delete', 'link', 'linkReference', 'tableCell']);

/** The style the original text uses, so that an edited block reads like its neighbours. */
function styleOf(markdown: string): Options {
  const bullet = /^\s*([*+-]) /m.exec(markdown)?.[1];
  const emphasis = /(^|[^*_\w])_[^_\s]/.test(markdown) ? '_' : '*';
  return {
    bullet: bullet === '*' || bullet === '+' ? bullet : '-',
    emphasis,
    strong: /__[^_\s]/.test(markdown) ? '_' : '*',
    listItemIndent: 'one',
    rule: '-',
    fences: true,
  };
}

/** Pairs of indexes of the longest run of items the two lists share, in order. */
function commonRun(a: readonly string[], b: readonly string[]): [number, number][] {
  const width = b.length + 1;
  // lengths[i * width + j]: the longest common run of a[i…] and b[j…].
  const lengths = new Int32Array((a.length + 1) * width);
  const at = (i: number, j: number) => lengths[i * width + j] ?? 0;
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      lengths[i * width + j] = a[i] === b[j] ? at(i + 1, j + 1) + 1 : Math.max(at(i + 1, j), at(i, j + 1));
  const pairs: [number, number][] = [];
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    if (a[i] === b[j]) pairs.push([i++, j++]);
    else if (at(i + 1, j) >= at(i, j + 1)) i++;
    else j++;
  }
  return pairs;
}

/**
 * Each edited child's original counterpart, by index: the same child unchanged, or, between two unchanged ones, the
 * next original child of the same type (the one the editor changed).
 */
function counterparts(original: readonly MdNode[], edited: readonly MdNode[]): Map<number, number> {
  const same = commonRun(original.map(keyOf), edited.map(keyOf));
  const found = new Map(same.map(([i, j]) => [j, i]));
  const bounds: [number, number][] = [[-1, -1], ...same, [original.length, edited.length]];
  for (let k = 1; k < bounds.length; k++) {
    const [[i0, j0], [i1, j1]] = [bounds[k - 1] ?? [-1, -1], bounds[k] ?? [-1, -1]];
    let i = i0 + 1;
    for (let j = j0 + 1; j < j1; j++) {
      let next = i;
      while (next < i1 && original[next]?.type !== edited[j]?.type) next++;
      if (next < i1) {
        found.set(j, next);
        i = next + 1;
      }
    }
  }
  return found;
}

class Merge {
  private readonly original: string;
  private readonly edited: string;
  private readonly style: Options;
  /** Down to the words of a paragraph; otherwise a changed top-level block is written whole. */
  private readonly deep: boolean;
  constructor(original: string, edited: string, deep: boolean) {
    this.original = original;
    this.edited = edited;
    this.style = styleOf(original);
    this.deep = deep;
  }

  /** The text of the edited node `e`, from its original counterpart `o` where it has one. */
  node(o: MdNode | undefined, e: MdNode, inline: boolean, top = false): string {
    if (o && keyOf(o) === keyOf(e)) return this.original.slice(startOf(o), endOf(o));
    if (this.deep || top) {
      if (o?.type === 'text' && e.type === 'text') {
        const patched = patchText(String(o.value), this.original.slice(startOf(o), endOf(o)), String(e.value), this.written(e));
        if (patched !== null) return patched;
      }
      if (o && hasChildren(o) && hasChildren(e) && frameOf(o) === frameOf(e)) return this.children(o, e);
    }
    return inline ? this.written(e) : toMarkdown(e as never, this.style).trimEnd();
  }

  /** The node as the editor wrote it. */
  private written(e: MdNode): string {
    return this.edited.slice(startOf(e), endOf(e));
  }

  /** `e`'s children inside `o`'s own frame (its marker, its indent, a link's address), each from its counterpart. */
  private children(o: Parent, e: Parent): string {
    const from = o.children;
    const pairs = counterparts(from, e.children);
    const inline = INLINE_PARENTS.has(e.type);
    const first = from[0] as MdNode;
    const last = from[from.length - 1] as MdNode;
    // Between children that were not neighbours, the spacing the original uses between its own.
    const usual = from.length > 1 ? this.original.slice(endOf(first), startOf(from[1] as MdNode)) : undefined;
    let text = this.original.slice(startOf(o), startOf(first));
    let previous: number | undefined;
    e.children.forEach((child, j) => {
      const i = pairs.get(j);
      if (j > 0) {
        const neighbours = i !== undefined && previous !== undefined && i === previous + 1;
        const before = e.children[j - 1] as MdNode;
        text += neighbours
          ? this.original.slice(endOf(from[previous ?? 0] as MdNode), startOf(from[i] as MdNode))
          : (usual ?? this.edited.slice(endOf(before), startOf(child)));
      }
      text += this.node(i === undefined ? undefined : from[i], child, inline);
      previous = i;
    });
    return text + this.original.slice(endOf(last), endOf(o));
  }
}

/**
 * The edited Markdown `edited`, written with the text of `original` wherever its content did not change. Returns
 * `original` itself when nothing changed, and `edited` as it is in the rare case no merge reads back as it.
 */
export function mergeMarkdown(original: string, edited: string): string {
  if (original === edited) return original;
  const before = fromMarkdown(original) as unknown as MdNode;
  const after = fromMarkdown(edited) as unknown as MdNode;
  const wanted = keyOf(after);
  if (keyOf(before) === wanted) return original;
  // The root ends where the text ends: its last line break belongs to it.
  before.position = { start: { offset: 0 }, end: { offset: original.length } };
  after.position = { start: { offset: 0 }, end: { offset: edited.length } };
  for (const deep of [true, false]) {
    const text = new Merge(original, edited, deep).node(before, after, false, true);
    if (keyOf(fromMarkdown(text) as unknown as MdNode) === wanted) return text;
  }
  return edited;
}
