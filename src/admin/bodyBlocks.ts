// The blocks of a Markdown body, as the preview draws them: each paragraph, heading and item of a tight list carries
// the body's field and the line of the body it starts on (src/ui/field.ts), so that a click on it puts the caret in
// that block of the body's editor (src/admin/bodyCaret.ts). A remark plugin, given to react-markdown by the previews
// only: the site's pages are drawn without it.
import { FIELD_ATTRIBUTE, LINE_ATTRIBUTE } from '~/ui/field';

/** The part of a Markdown syntax tree (mdast) the plugin reads and writes. */
type Node = {
  type: string;
  spread?: boolean | null;
  children?: Node[];
  position?: { start: { line: number } };
  data?: { hProperties?: Record<string, unknown> };
};

function mark(node: Node, field: string) {
  const line = node.position?.start.line;
  if (line) node.data = { ...node.data, hProperties: { ...node.data?.hProperties, [FIELD_ATTRIBUTE]: field, [LINE_ATTRIBUTE]: line } };
}

function visit(node: Node, field: string) {
  if (node.type === 'paragraph' || node.type === 'heading') mark(node, field);
  // A tight list draws its items' paragraphs as the items' own text: the item carries the mark.
  if (node.type === 'list' && !node.spread && !node.children?.some((item) => item.spread))
    for (const item of node.children ?? []) mark(item, field);
  for (const child of node.children ?? []) visit(child, field);
}

/** The plugin, for the body field `field`. */
export const markBodyBlocks = (field: string) => () => (tree: Node) => visit(tree, field);
