// Content is untrusted input: every address it holds must be a web page, an e-mail, a phone number or a path
// of the site. A javascript:, vbscript: or data: link would run on click wherever the Content-Security-Policy
// is not applied (GitHub Pages ignores _headers). Checked after contentlayer2 build, like the content rules.
import { fromMarkdown } from 'mdast-util-from-markdown';

export const SAFE_SCHEMES = ['http', 'https', 'mailto', 'tel'];

/** Fields that hold an address, wherever they sit in a document. */
const ADDRESS_FIELDS = new Set(['href', 'url', 'src', 'image', 'poster', 'captions', 'shareImage']);

/**
 * The scheme a browser would see in this address, lowercased, or '' for a relative address. Browsers drop tabs
 * and line breaks anywhere in a URL and control characters or spaces around it, so `java\tscript:` is javascript:.
 */
export function schemeOf(address) {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what browsers strip
  const cleaned = address.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
  return cleaned.match(/^([a-z][a-z0-9+.-]*):/i)?.[1].toLowerCase() ?? '';
}

export const isSafeAddress = (address) => {
  const scheme = schemeOf(address);
  return scheme === '' || SAFE_SCHEMES.includes(scheme);
};

const FIX = 'only http:, https:, mailto:, tel: or an address of the site (/demande, #section) is allowed';

function problem(file, field, address) {
  return `${file} › ${field}: "${address}" uses the "${schemeOf(address)}:" scheme; ${FIX}`;
}

/** Links, images and link definitions of a Markdown text, with their line, as the build's parser reads them (entities decoded). */
function* markdownAddresses(markdown) {
  const stack = [fromMarkdown(markdown)];
  while (stack.length) {
    const node = stack.pop();
    if (typeof node.url === 'string') yield [node.type, node.position?.start.line, node.url];
    if (node.children) stack.push(...node.children);
  }
}

function* fieldAddresses(value, path) {
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) yield* fieldAddresses(item, `${path}[${i}]`);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === '_raw' || key === 'body' || key === '_id') continue;
      const field = path ? `${path}.${key}` : key;
      if (ADDRESS_FIELDS.has(key) && typeof item === 'string') yield [field, item];
      else yield* fieldAddresses(item, field);
    }
  }
}

/**
 * @param {{ _raw: { sourceFilePath: string }, body?: { raw: string } }[]} docs every generated document
 * @returns {string[]} one line per unsafe address, naming the file, the field and the fix
 */
export function unsafeAddresses(docs) {
  const problems = [];
  for (const doc of docs) {
    const file = `content/${doc._raw.sourceFilePath}`;
    for (const [field, address] of fieldAddresses(doc, '')) if (!isSafeAddress(address)) problems.push(problem(file, field, address));
    if (typeof doc.body?.raw === 'string') {
      for (const [type, line, address] of markdownAddresses(doc.body.raw)) {
        if (!isSafeAddress(address))
          problems.push(problem(file, `body (${type === 'image' ? 'image' : 'link'}, line ${line} of the text)`, address));
      }
    }
  }
  return problems;
}
