// The rules for a file of public/, the site's own address space: what the content check (tooling/content/check.ts),
// the editor's local backend (tooling/cms/backendGuard.ts) and the editor's media upload (src/admin/mediaCheck.ts)
// refuse, in French, with the fix. A file served from the site's address that runs a script would run it with the
// site's rights, and beside /admin/, where the editor keeps its GitHub login: nothing in public/ may run one.

/**
 * The heaviest file public/ may hold: 10 Mio. Cloudflare Pages refuses any file over 25 Mio (its limit, which this
 * stays under); a visitor on a phone should never have to load more for one image or video.
 */
export const MAX_PUBLIC_FILE_BYTES = 10 * 1024 * 1024;

/** Kinds of file a browser runs as a document (HTML, XML, a compressed SVG no check can read): never in public/. */
const DOCUMENT_EXTENSIONS = ['.html', '.htm', '.xhtml', '.xht', '.xml', '.xsl', '.xslt', '.svgz', '.shtml', '.mht', '.mhtml'];

export type PublicFileProblem = { problem: string; fix: string };

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toLocaleString('fr-FR', { maximumFractionDigits: 1 })} Mo`;

/** A document's kind: `.html` for `page.HTML`; '' without an extension. */
const extensionOf = (name: string) => /\.[^./\\]+$/.exec(name.toLowerCase())?.[0] ?? '';

/** What is wrong with a file of public/ named `name` (its path or its name) and `size` bytes long, or null. */
export function publicFileNameProblem(name: string, size: number): PublicFileProblem | null {
  const extension = extensionOf(name);
  if (DOCUMENT_EXTENSIONS.includes(extension))
    return {
      problem: `Un fichier « ${extension} » placé dans public/ serait ouvert comme une page du site, avec ses scripts : c’est une porte d’entrée pour un pirate. Les pages du site sont écrites par la construction, jamais déposées dans public/.`,
      fix:
        extension === '.svgz'
          ? 'Enregistrez l’image en SVG non compressé (« .svg ») : la vérification peut alors la lire.'
          : 'Supprimez ce fichier ; une nouvelle page s’ajoute dans content/ (voir content/README.md), un document à télécharger s’envoie en PDF.',
    };
  if (size > MAX_PUBLIC_FILE_BYTES)
    return {
      problem: `Ce fichier pèse ${megabytes(size)} ; un fichier de public/ ne peut pas dépasser ${megabytes(MAX_PUBLIC_FILE_BYTES)} (l’hébergeur refuse au-delà de 25 Mo, et le visiteur sur téléphone attendrait trop).`,
      fix: 'Réduisez l’image (2 000 pixels de large suffisent) ou compressez la vidéo, puis envoyez le fichier réduit.',
    };
  return null;
}

/** What an SVG may not hold, each with what it is in French: scripts, handlers, outside references, documents. */
const SVG_DANGERS: { pattern: RegExp; what: string }[] = [
  { pattern: /<\s*(?:[\w-]+:)?script\b/i, what: 'un script (« <script> »)' },
  { pattern: /\son[a-z]+\s*=/i, what: 'un gestionnaire d’évènement (un attribut « on… = », comme « onload ») qui lance un script' },
  { pattern: /(?:java|vb)script\s*:|data\s*:\s*text\/html/i, what: 'une adresse « javascript: » qui lance un script' },
  {
    pattern: /<\s*(?:[\w-]+:)?(?:foreignObject|iframe|embed|object|handler|listener)\b/i,
    what: 'un document incrusté (« foreignObject », « iframe », « embed » ou « object »)',
  },
  { pattern: /<!\s*(?:DOCTYPE|ENTITY)/i, what: 'une déclaration « <!DOCTYPE> » ou « <!ENTITY> »' },
  { pattern: /<\?xml-stylesheet/i, what: 'une feuille de style XSLT (« <?xml-stylesheet> »)' },
  { pattern: /@import\b/i, what: 'un « @import » qui charge une feuille de style d’ailleurs' },
];

/**
 * href, xlink:href or src to anything but a place in the same file (`#id`) or a picture written into it (a PNG, JPEG,
 * WebP, GIF or AVIF as `data:`, as drawing programs embed them); url() to anything but `#id`.
 */
const INSIDE = String.raw`\s*["']?\s*(?:#|data:image\/(?:png|jpe?g|gif|webp|avif)[;,])`;
const OUTSIDE_REFERENCE = new RegExp(
  String.raw`\s(?:[\w-]+:)?(?:href|src)\s*=(?!${INSIDE})\s*["']?[^"'\s>]*|url\((?!${INSIDE})[^)]*\)`,
  'i',
);

/**
 * What is wrong with an SVG image's text, or null: a script, an event handler, a reference outside the file (another
 * site, another file), an embedded document. The site's own drawings (public/steps/, the icon sprite) hold none.
 */
export function svgProblem(text: string): PublicFileProblem | null {
  const fix =
    'Enregistrez l’image de nouveau en SVG sans script ni lien (dans Inkscape : « Enregistrer sous », type « SVG simple »), ou envoyez-la en PNG ou en WebP.';
  for (const { pattern, what } of SVG_DANGERS)
    if (pattern.test(text)) return { problem: `Cette image SVG contient ${what} : le navigateur l’exécuterait à l’adresse du site.`, fix };
  const outside = OUTSIDE_REFERENCE.exec(text);
  if (outside)
    return {
      problem: `Cette image SVG renvoie à un autre fichier ou à un autre site (« ${outside[0].trim().slice(0, 80)} ») : une image du site se suffit à elle-même.`,
      fix,
    };
  return null;
}

/** Every rule for one file of public/: its name and size, then an SVG's text. */
export function publicFileProblem(name: string, bytes: Uint8Array): PublicFileProblem | null {
  const byName = publicFileNameProblem(name, bytes.byteLength);
  if (byName) return byName;
  if (extensionOf(name) === '.svg') return svgProblem(new TextDecoder('utf-8', { fatal: false }).decode(bytes));
  return null;
}
