// Keeps a Markdown text as it was written wherever the editor did not change its meaning. Decap's rich text editor
// writes the whole body anew (`-` becomes `*`, `[` becomes `\[`, links become `<…>`): here each top-level block
// (paragraph, heading, list…) whose content is unchanged keeps its original text, and only the edited blocks are
// written, in the body's own style.
import { fromMarkdown } from 'mdast-util-from-markdown';
import { toMarkdown, type Options } from 'mdast-util-to-markdown';

type MdNode = { type: string; position?: { start: { offset?: number }; end: { offset?: number } }; children?: MdNode[] } & Record<
  string,
  unknown
>;
type Block = { text: string; key: string; node: MdNode };

/** A node's content without where it was written: two spellings of the same Markdown give the same key. */
function keyOf(node: MdNode): string {
  return JSON.stringify(node, (name, value: unknown) => (name === 'position' || name === 'spread' ? undefined : value));
}

function blocksOf(markdown: string): { blocks: Block[]; gaps: string[] } {
  const root = fromMarkdown(markdown) as unknown as MdNode;
  const blocks: Block[] = [];
  const gaps: string[] = [];
  let end = 0;
  for (const node of root.children ?? []) {
    const from = node.position?.start.offset ?? end;
    const to = node.position?.end.offset ?? from;
    gaps.push(markdown.slice(end, from));
    blocks.push({ text: markdown.slice(from, to), key: keyOf(node), node });
    end = to;
  }
  gaps.push(markdown.slice(end));
  return { blocks, gaps };
}

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

/** Pairs of indexes of the longest run of blocks the two texts share, in order. */
function commonBlocks(a: readonly string[], b: readonly string[]): [number, number][] {
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
 * The edited Markdown `edited`, written with the text of `original` for every block whose content did not change.
 * Returns `original` itself when nothing changed.
 */
export function mergeMarkdown(original: string, edited: string): string {
  if (original === edited) return original;
  const before = blocksOf(original);
  const after = blocksOf(edited);
  const pairs = commonBlocks(
    before.blocks.map((block) => block.key),
    after.blocks.map((block) => block.key),
  );
  if (pairs.length === before.blocks.length && pairs.length === after.blocks.length) return original;
  const matched = new Map(pairs.map(([i, j]) => [j, i]));
  const style = styleOf(original);
  let text = '';
  let previous: number | undefined = -1;
  after.blocks.forEach((block, j) => {
    const i = matched.get(j);
    // Between two blocks that were neighbours in the original, the original's own gap (a comment, two blank lines).
    const kept = i === undefined ? undefined : before.blocks[i];
    const neighbour = i !== undefined && previous !== undefined && i === previous + 1;
    const gap = (neighbour ? before.gaps[i] : j === 0 ? before.gaps[0] : undefined) ?? '\n\n';
    text += gap + (kept ? kept.text : toMarkdown(block.node as never, style).trimEnd());
    previous = i;
  });
  const last = before.gaps[before.gaps.length - 1] ?? '';
  return text + (last || '\n');
}
