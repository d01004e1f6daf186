// Content is untrusted input: every address it holds must be a web page, an e-mail, a phone number or a path
// of the site. A javascript:, vbscript: or data: link would run on click on a host that ignores the page's
// policy, and the content editor lets more people write content.
import { fromMarkdown } from 'mdast-util-from-markdown';
import type { ContentFile } from './files.ts';
import type { ContentProblem } from './problem.ts';

export const SAFE_SCHEMES = ['http', 'https', 'mailto', 'tel'];

/** Fields that hold an address, wherever they sit in a document. */
const ADDRESS_FIELDS = new Set(['href', 'url', 'src', 'image', 'poster', 'captions', 'shareImage']);

const FIX =
  'Écrivez une adresse web (https://…), une adresse e-mail (mailto:…), un numéro (tel:…) ou l’adresse d’une page du site (/demande, #section).';

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

const refused = (address: string) =>
  `L’adresse « ${address} » commence par « ${schemeOf(address)}: », qui n’est pas permis : un tel lien pourrait exécuter du code chez le visiteur.`;

type Address = [kind: string, line: number, address: string];
/** The last Markdown text read per file and its addresses: in dev, a save parses only the texts it changed. */
const readTexts = new Map<string, { markdown: string; addresses: Address[] }>();

/** Links, images, definitions and autolinks of a Markdown text, with their line, as the build's parser reads them (entities decoded). */
function markdownAddresses(file: string, markdown: string): Address[] {
  const known = readTexts.get(file);
  if (known?.markdown === markdown) return known.addresses;
  type Node = { type: string; url?: unknown; position?: { start: { line: number } }; children?: Node[] };
  const addresses: Address[] = [];
  const stack: Node[] = [fromMarkdown(markdown) as Node];
  for (let node = stack.pop(); node; node = stack.pop()) {
    if (typeof node.url === 'string') addresses.push([node.type, node.position?.start.line ?? 1, node.url]);
    if (node.children) stack.push(...node.children);
  }
  readTexts.set(file, { markdown, addresses });
  return addresses;
}

function* fieldAddresses(value: unknown, path: string): Generator<[field: string, address: string]> {
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) yield* fieldAddresses(item, `${path}[${i}]`);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const field = path ? `${path}.${key}` : key;
      if (ADDRESS_FIELDS.has(key) && typeof item === 'string') yield [field, item];
      else yield* fieldAddresses(item, field);
    }
  }
}

/** Every unsafe address of the content files, in their fields and in their Markdown text. */
export function unsafeAddresses(sources: readonly Pick<ContentFile, 'file' | 'data' | 'body'>[]): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const source of sources) {
    for (const [field, address] of fieldAddresses(source.data, ''))
      if (!isSafeAddress(address)) problems.push({ file: source.file, field, problem: refused(address), fix: FIX });
    if (!source.body) continue;
    for (const [kind, line, address] of markdownAddresses(source.file, source.body.text)) {
      if (isSafeAddress(address)) continue;
      const what = kind === 'image' ? 'Une image du texte' : 'Un lien du texte';
      problems.push({ file: source.file, line: source.body.line + line - 1, problem: `${what} : ${refused(address)}`, fix: FIX });
    }
  }
  return problems;
}
