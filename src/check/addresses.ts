// Content is untrusted input: every address it holds must be a web page, an e-mail, a phone number or a path
// of the site. A javascript:, vbscript: or data: link would run on click on a host that ignores the page's
// policy, and the content editor lets more people write content.
import { fromMarkdown } from 'mdast-util-from-markdown';

export const SAFE_SCHEMES = ['http', 'https', 'mailto', 'tel'];

/**
 * The scheme a browser would see in this address, lowercased, or '' for a relative address. Browsers drop tabs
 * and line breaks anywhere in a URL and control characters or spaces around it, so `java\tscript:` is javascript:.
 */
export function schemeOf(address: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what browsers strip
  const cleaned = address.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
  return cleaned.match(/^([a-z][a-z0-9+.-]*):/i)?.[1]?.toLowerCase() ?? '';
}

export const isSafeAddress = (address: string) => {
  const scheme = schemeOf(address);
  return scheme === '' || SAFE_SCHEMES.includes(scheme);
};

export const UNSAFE_FIX =
  'Écrivez une adresse web (https://…), une adresse e-mail (mailto:…), un numéro (tel:…) ou l’adresse d’une page du site (/demande, #section).';

export const unsafeAddress = (address: string) =>
  `L’adresse « ${address} » commence par « ${schemeOf(address)}: », qui n’est pas permis : un tel lien pourrait exécuter du code chez le visiteur.`;

export type MarkdownAddress = { kind: 'link' | 'image'; line: number; address: string };

/** The last Markdown text read and its addresses: in dev and in the editor, a check parses only a text that changed. */
const readTexts = new Map<string, MarkdownAddress[]>();

/** Links, images, definitions and autolinks of a Markdown text, with their line, as the build's parser reads them (entities decoded). */
export function markdownAddresses(markdown: string): MarkdownAddress[] {
  const known = readTexts.get(markdown);
  if (known) return known;
  type Node = { type: string; url?: unknown; position?: { start: { line: number } }; children?: Node[] };
  const addresses: MarkdownAddress[] = [];
  const stack: Node[] = [fromMarkdown(markdown) as Node];
  for (let node = stack.pop(); node; node = stack.pop()) {
    if (typeof node.url === 'string')
      addresses.push({ kind: node.type === 'image' ? 'image' : 'link', line: node.position?.start.line ?? 1, address: node.url });
    if (node.children) stack.push(...node.children);
  }
  if (readTexts.size > 64) readTexts.clear();
  readTexts.set(markdown, addresses);
  return addresses;
}
