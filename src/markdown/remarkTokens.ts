import type { Nodes, Root } from 'mdast';
import { fillAddressTokens, format } from '~/content/tokens';

type Tokens = Readonly<Record<string, string>>;

function fill(node: Nodes, tokens: Tokens) {
  if (node.type === 'text') node.value = format(node.value, tokens);
  if (node.type === 'link' || node.type === 'image' || node.type === 'definition') {
    node.url = fillAddressTokens(node.url, tokens);
    if (node.title) node.title = format(node.title, tokens);
  }
  if (node.type === 'image' && node.alt) node.alt = format(node.alt, tokens);
  if ('children' in node) for (const child of node.children) fill(child, tokens);
}

/**
 * A remark plugin: fills the site's {tokens} in the parsed Markdown, in its texts as text and in its links' addresses
 * in their address form (tel:{phone} → tel:+33123456789). A value never becomes Markdown or HTML, whatever it holds.
 */
export function remarkTokens(tokens: Tokens) {
  return (tree: Root) => fill(tree, tokens);
}
