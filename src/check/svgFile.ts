// An SVG committed to public/ is what DOMPurify's SVG allowlist keeps, whole: the text is parsed as the browser parses
// an image/svg+xml file (XML, UTF-8), then DOMPurify sanitises the tree in place, and anything it removes refuses the
// file. The site adds to DOMPurify's rules, never takes from them: no <style> element, references only inside the
// file (`#id`) or to a picture written into it, CSS functions from a short list. The editor's upload refuses SVG
// altogether (publicFile.ts); this judges the files a developer commits, and cleanSvg writes the cleaned file.
// Pure: the window (the browser's, or jsdom's in Node) is given.
import createDOMPurify, { type DOMPurify, type WindowLike } from 'dompurify';
import type { PublicFileProblem } from './publicFile.ts';

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';

/** The XML declaration an SVG may start with: version 1.0, in UTF-8 if it says. Another encoding is read otherwise. */
const XML_DECLARATION =
  /^<\?xml\s+version\s*=\s*(["'])1\.0\1(?:\s+encoding\s*=\s*(["'])utf-8\2)?(?:\s+standalone\s*=\s*(["'])(?:yes|no)\3)?\s*\?>/i;

/** Attributes that name another resource: only a place in the file, or a picture written into an <image>. */
const REFERENCES = new Set(['href', 'xlink:href', 'src']);
const INSIDE = /^#[^\s"'<>]*$/;
const PICTURE = /^data:image\/(?:png|jpeg|gif|webp|avif);base64,[a-z0-9+/=\s]*$/i;
const PICTURE_ELEMENTS = new Set(['image', 'feImage']);

/** CSS functions an attribute or style may call: colours, transforms, and url() to a place in the file. */
const CSS_FUNCTIONS = new Set(['url', 'rgb', 'rgba', 'hsl', 'hsla', 'matrix', 'translate', 'scale', 'rotate', 'skewx', 'skewy']);

/** Attributes whose value is text for people, not a value the browser computes. */
const TEXT_ATTRIBUTE = /^(?:aria-[a-z]+|xlink:title)$/i;

function attributeAllowed(element: Element, name: string, value: string): boolean {
  if (REFERENCES.has(name.toLowerCase())) return INSIDE.test(value) || (PICTURE_ELEMENTS.has(element.localName) && PICTURE.test(value));
  if (TEXT_ATTRIBUTE.test(name)) return true;
  // A CSS escape (`u\72l(`) would spell a function this list does not see.
  if (value.includes('\\')) return false;
  for (const [, called = '', argument = ''] of value.matchAll(/([a-z-]*)\s*\(\s*(['"]?\s*.?)/gi))
    if (!CSS_FUNCTIONS.has(called.toLowerCase()) || (called.toLowerCase() === 'url' && !argument.replace(/^['"]?\s*/, '').startsWith('#')))
      return false;
  return true;
}

const sanitizers = new WeakMap<WindowLike, DOMPurify>();

function sanitizerOf(window: WindowLike): DOMPurify {
  const known = sanitizers.get(window);
  if (known) return known;
  const purify = createDOMPurify(window);
  purify.addHook('uponSanitizeAttribute', (element, event) => {
    if (event.keepAttr && !attributeAllowed(element, event.attrName, event.attrValue)) event.keepAttr = false;
  });
  sanitizers.set(window, purify);
  return purify;
}

/**
 * DOMPurify's SVG and filter allowlists, with comments (those with markup still removed), <use> (its reference held to
 * `#id` above: the site's drawings reuse their own shapes) and `role` (a drawing's accessible role) added, and <style>
 * taken out (CSS that loads from elsewhere). DOMPurify's own rules stay, its ids that would shadow a DOM property too.
 */
const CONFIG = {
  IN_PLACE: true,
  USE_PROFILES: { svg: true, svgFilters: true },
  ADD_TAGS: ['use', '#comment'],
  ADD_ATTR: ['role'],
  FORBID_TAGS: ['style'],
};

const FIX =
  'Enregistrez le dessin de nouveau en « SVG simple » (dans Inkscape : « Enregistrer sous », type « SVG simple »), ou convertissez-le en PNG ou en WebP ; un développeur peut aussi le nettoyer : node tooling/content/cleanSvg.ts public/…/dessin.svg.';

const refused = (problem: string): { problem: PublicFileProblem } => ({ problem: { problem, fix: FIX } });

type Sanitised = { root: Element; removed: string[] };

/** The SVG's root, sanitised in place, and what DOMPurify removed; or why the text is no SVG the browser would read alike. */
function sanitised(text: string, window: WindowLike): Sanitised | { problem: PublicFileProblem } {
  const body = text.replace(XML_DECLARATION, '');
  if (/^\s*<\?xml[\s?]/i.test(body))
    return refused(
      'La déclaration « <?xml … ?> » de cette image SVG annonce autre chose qu’un XML 1.0 en UTF-8 : le navigateur la lirait autrement.',
    );
  if (!/^(?:\s|<!--(?:(?!--)[\s\S])*-->)*<svg[\s>/]/.test(body))
    return refused(
      'Ce fichier ne commence pas par un élément « <svg> » : une déclaration « <!DOCTYPE> » (dont le navigateur développerait les entités), une instruction comme « <?xml-stylesheet?> » ou un autre document n’ont pas leur place dans un dessin.',
    );
  const document = new window.DOMParser().parseFromString(body, 'image/svg+xml');
  const root = document.documentElement;
  if (document.getElementsByTagName('parsererror').length > 0 || root.namespaceURI !== SVG_NAMESPACE || root.nodeName !== 'svg')
    return refused('Ce fichier n’est pas un SVG bien formé dont la racine est « <svg xmlns="http://www.w3.org/2000/svg"> ».');
  if ([...document.childNodes].some((node) => node !== root && node.nodeType !== window.Node.COMMENT_NODE))
    return refused('Ce fichier contient, hors de son élément « <svg> », une déclaration ou une instruction : seul le dessin y a sa place.');
  const purify = sanitizerOf(window);
  try {
    purify.sanitize(root, CONFIG);
  } catch {
    // In place, DOMPurify refuses to go on when the root itself would go (markup hidden in its text, a CDATA section).
    return refused(
      'Cette image SVG contient, dans son élément « <svg> » lui-même, du balisage caché (dans un texte ou une section CDATA) : le nettoyage (DOMPurify) retirerait le dessin entier.',
    );
  }
  const removed = purify.removed.map((item) =>
    'element' in item
      ? item.element.nodeType === window.Node.COMMENT_NODE
        ? 'un commentaire qui contient du balisage'
        : `l’élément « <${item.element.nodeName}> »`
      : `l’attribut « ${item.attribute?.name ?? ''}="${(item.attribute?.value ?? '').slice(0, 60)}" » de « <${item.from.nodeName}> »`,
  );
  return { root, removed };
}

/**
 * What is wrong with an SVG's text, or null: not read as the browser reads it, or holding anything DOMPurify's SVG
 * allowlist and the site's rules above remove (a script, an event handler, a link to elsewhere, an embedded page…).
 */
export function svgProblem(text: string, window: WindowLike): PublicFileProblem | null {
  const result = sanitised(text, window);
  if ('problem' in result) return result.problem;
  const [first] = result.removed;
  if (!first) return null;
  return {
    problem: `Cette image SVG contient ${first}${result.removed.length > 1 ? ` (et ${result.removed.length - 1} autre(s) chose(s))` : ''}, hors de ce qu’un dessin du site peut contenir : le nettoyage (DOMPurify) le retire, car le navigateur pourrait l’exécuter ou charger un autre fichier à l’adresse du site.`,
    fix: FIX,
  };
}

/** The SVG as DOMPurify and the site's rules keep it, serialised; throws when the text is no SVG to clean. */
export function cleanSvg(text: string, window: WindowLike & { XMLSerializer: typeof XMLSerializer }): string {
  const result = sanitised(text, window);
  if ('problem' in result) throw new Error(`${result.problem.problem} ${result.problem.fix}`);
  return `${new window.XMLSerializer().serializeToString(result.root)}\n`;
}
