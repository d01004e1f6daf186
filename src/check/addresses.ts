// Content is untrusted input: every address it holds must be a web page, an e-mail, a phone number or a path
// of the site. A javascript:, vbscript: or data: link would run on click on a host that ignores the page's
// policy, and the content editor lets more people write content.
import { fromMarkdown } from 'mdast-util-from-markdown';
import { isEmailAddress } from '../../schema/email.ts';
import { isFrenchPhone } from '../../schema/phone.ts';

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

/**
 * Whether a browser reads this address as another site's, without a scheme: `//evil.example/` (and `/\evil.example`,
 * `\\evil.example`: browsers read a backslash in a web address as a slash). It looks like a path of the site, and
 * leads elsewhere.
 */
export function isProtocolRelative(address: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what browsers strip
  const cleaned = address.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+/, '');
  return /^[/\\]{2}/.test(cleaned);
}

export const isSafeAddress = (address: string) => {
  if (isProtocolRelative(address)) return false;
  const scheme = schemeOf(address);
  return scheme === '' || SAFE_SCHEMES.includes(scheme);
};

export const UNSAFE_FIX =
  'Écrivez une adresse web (https://…), une adresse e-mail (mailto:…), un numéro (tel:…) ou l’adresse d’une page du site (/demande, #section).';

export const unsafeAddress = (address: string) =>
  isProtocolRelative(address)
    ? `L’adresse « ${address} » commence par deux barres obliques : le navigateur la lit comme un autre site, pas comme une page du site ; un tel lien pourrait mener le visiteur chez un inconnu.`
    : `L’adresse « ${address} » commence par « ${schemeOf(address)}: », qui n’est pas permis : un tel lien pourrait exécuter du code chez le visiteur.`;

/** An address's part after its scheme, decoded as the browser would hand it to the phone or the mail program. */
function afterScheme(address: string): string {
  const rest = address.trim().replace(/^[^:]*:/, '');
  try {
    return decodeURIComponent(rest);
  } catch {
    return rest;
  }
}

/**
 * Why a tel: or mailto: address would lead nowhere, or null: after tel:, a French number by the spec's rule; after
 * mailto:, one e-mail address (a subject or a text may follow « ? »). Other addresses: null.
 */
export function contactProblem(address: string): string | null {
  const scheme = schemeOf(address);
  if (scheme === 'tel' && !isFrenchPhone(afterScheme(address)))
    return `L’adresse « ${address} » n’appelle aucun numéro : après « tel: », le lien attend un numéro de téléphone français.`;
  if (scheme === 'mailto' && !isEmailAddress(afterScheme(address).split('?')[0] ?? ''))
    return `L’adresse « ${address} » n’écrit à personne : après « mailto: », le lien attend une adresse e-mail.`;
  return null;
}

/** The site's own number and address are written with their tokens: the links then follow the settings. */
export const CONTACT_FIX =
  'Pour le téléphone ou l’e-mail des réglages du site, écrivez tel:{phone} ou mailto:{email} : le lien suit alors les réglages. Pour un autre numéro ou une autre adresse, écrivez un numéro français après tel: ou une adresse e-mail après mailto:.';

/** Whether a page may link to this address: a safe one, and after tel: or mailto: a number or an e-mail address. */
export const isLinkAddress = (address: string) => isSafeAddress(address) && contactProblem(address) === null;

/**
 * The hosts a page may show images from besides its own: the page policy's img-src (tooling/build/pages.ts builds it
 * from this list). An image elsewhere would be blocked by the browser: the visitor would see an empty frame.
 */
export const IMAGE_HOSTS = ['https://images.unsplash.com'] as const;

/** Why an image's address would be blocked by the page policy (a web address on another host), or null. */
export function imageHostProblem(address: string): string | null {
  if (!/^[a-z][a-z0-9+.-]*:/i.test(address.trim())) return null;
  let origin: string;
  try {
    origin = new URL(address.trim()).origin;
  } catch {
    return `L’adresse d’image « ${address} » n’est pas une adresse web valide.`;
  }
  if ((IMAGE_HOSTS as readonly string[]).includes(origin)) return null;
  return `L’image « ${address} » est hébergée sur ${origin}, que les pages du site n’ont pas le droit d’afficher (seules les images du site et de ${IMAGE_HOSTS.join(', ')} le sont) : le visiteur verrait un cadre vide.`;
}

export const IMAGE_HOST_FIX =
  'Envoyez l’image dans l’éditeur (elle sera enregistrée dans public/ et citée par son chemin, par exemple /portfolio/photo.jpg), ou choisissez-la sur images.unsplash.com.';

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
