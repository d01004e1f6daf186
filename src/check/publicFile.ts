// The rules for a file of public/, the site's own address space: what the content check (tooling/content/check.ts),
// the editor's local backend (tooling/cms/backendGuard.ts) and the editor's media upload (src/admin/mediaCheck.ts)
// accept, and the French refusal, with the fix, of everything else. A file served from the site's address that a
// browser runs as a page would run with the site's rights, beside /admin/, where the editor keeps its GitHub login.
// So public/ holds only the kinds of file the site serves (fileKinds.ts), each recognised from its bytes, whole, under
// a name whose extension says the same; the hosts' `_headers` file at its top; and nothing else.

import { FILE_KINDS, kindOfExtension, startsAs, utf8Text, WALKS, type FileKind } from './fileKinds.ts';

/**
 * The heaviest file public/ may hold: 10 Mio. Cloudflare Pages refuses any file over 25 Mio (its limit, which this
 * stays under); a visitor on a phone should never have to load more for one image or video.
 */
export const MAX_PUBLIC_FILE_BYTES = 10 * 1024 * 1024;

export type PublicFileProblem = { problem: string; fix: string };

/** How an SVG's text is judged: by the sanitizer for a committed file (svgFile.ts), or refused for an upload. */
export type SvgJudge = (text: string) => PublicFileProblem | null;

/** The hosts' configuration (Netlify, Cloudflare Pages), which the build completes: one file, at public/'s top. */
export const HEADERS_FILE = '_headers';

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toLocaleString('fr-FR', { maximumFractionDigits: 1 })} Mo`;

const KIND_LIST = 'des photos et images JPEG, PNG, WebP ou AVIF, des vidéos MP4, des sous-titres WebVTT (.vtt) et des dessins SVG';
const EXTENSIONS = Object.values(FILE_KINDS)
  .flatMap(({ extensions }) => extensions)
  .join(', ');

/** A document's last name and its extension, as written: `.JPG` for `media/IMG_1.JPG`, '' without one. */
function nameParts(name: string): { base: string; extension: string } {
  const base = name.split(/[/\\]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return { base, extension: dot > 0 ? base.slice(dot) : '' };
}

/** Kinds of file a browser opens as a page, named so in the refusal: a page is never a file of public/. */
const PAGE_EXTENSIONS = /^\.(?:x?html?|xht|shtml|mht(?:ml)?|xml|xsl[t]?|xsd|svgz)$/i;

/** What is wrong with a file of public/ named `name` (its path or its name) and `size` bytes long, from its name, or null. */
export function publicFileNameProblem(name: string, size: number): PublicFileProblem | null {
  const { base, extension } = nameParts(name);
  if (base.startsWith('.'))
    return {
      problem: `« ${base} » est un fichier caché : l’hébergeur le servirait comme les autres, sans qu’on le voie.`,
      fix: 'Supprimez-le de public/.',
    };
  if (base.endsWith('.') || /\s$/.test(base) || !extension)
    return {
      problem: `« ${base} » n’a pas d’extension${base.endsWith('.') ? ' (son nom se termine par un point)' : ''} : le serveur l’enverrait sans type, et le navigateur le lirait comme une page du site, avec ses scripts.`,
      fix: `Renommez-le avec l’extension de ce qu’il contient : ${EXTENSIONS}.`,
    };
  if (!kindOfExtension(extension))
    return {
      problem: `Le site ne sert pas de fichier « ${extension} » : public/ n’accueille que ${KIND_LIST}${PAGE_EXTENSIONS.test(extension) ? ' ; un tel fichier serait ouvert comme une page du site, avec ses scripts' : ''}.`,
      fix: PAGE_EXTENSIONS.test(extension)
        ? 'Supprimez ce fichier ; une nouvelle page s’ajoute dans content/ (voir content/README.md), un dessin s’enregistre en SVG non compressé (« .svg »).'
        : `Convertissez-le dans un de ces formats (${EXTENSIONS}), ou supprimez-le.`,
    };
  if (size > MAX_PUBLIC_FILE_BYTES)
    return {
      problem: `Ce fichier pèse ${megabytes(size)} ; un fichier de public/ ne peut pas dépasser ${megabytes(MAX_PUBLIC_FILE_BYTES)} (l’hébergeur refuse au-delà de 25 Mo, et le visiteur sur téléphone attendrait trop).`,
      fix: 'Réduisez l’image (2 000 pixels de large suffisent) ou compressez la vidéo, puis envoyez le fichier réduit.',
    };
  return null;
}

/** `_headers`: comments, URL patterns from the site's root, and `Name: value` lines under them; nothing a browser would render. */
function headersFileProblem(bytes: Uint8Array): PublicFileProblem | null {
  const decoded = utf8Text(bytes);
  const lines = 'text' in decoded ? decoded.text.split(/\r?\n/) : [];
  const wrong =
    'problem' in decoded
      ? 0
      : lines.findIndex(
          (line) => !(line.trim() === '' || /^#/.test(line) || /^\/\S*$/.test(line) || /^\s+[A-Za-z0-9-]+:[^\n]*$/.test(line)),
        );
  if (wrong < 0) return null;
  return {
    problem: `public/_headers, le réglage des en-têtes des hébergeurs, ne contient que des commentaires (#), des adresses commençant par / et des lignes « Nom: valeur » décalées ; ${'problem' in decoded ? decoded.problem : `la ligne ${wrong + 1} n’en est pas une`}.`,
    fix: 'Corrigez cette ligne (voir les autres blocs du fichier et tooling/build/pages.ts, writeHeaders).',
  };
}

/** The refusal of bytes that are not the kind their name says, with what they are when it is known. */
function notTheKind(kind: FileKind, extension: string, why: string, bytes: Uint8Array): PublicFileProblem {
  const actual = startsAs(bytes);
  const is = actual && actual !== kind && actual !== 'markup' ? FILE_KINDS[actual] : undefined;
  return {
    problem: `Ce fichier porte l’extension « ${extension} », mais ce n’est pas ${FILE_KINDS[kind].what} : ${why}${
      actual === 'markup'
        ? ' ; il contient du texte balisé (une page HTML ou un document XML), que le navigateur exécuterait comme une page du site'
        : ''
    }.`,
    fix: is
      ? `C’est ${is.what} : renommez-le avec l’extension « ${is.extensions[0]} ».`
      : `Ouvrez-le dans votre logiciel et exportez-le de nouveau (« Exporter » ou « Enregistrer sous ») en ${FILE_KINDS[kind].what.replace(/^une? /, '')}, ou envoyez une photo JPEG, PNG ou WebP.`,
  };
}

/**
 * Every rule for one file of public/: its name and size, then its bytes, which must be the kind its extension names
 * from the first byte to the last; an SVG's text is judged by `judgeSvg`.
 */
export function publicFileProblem(name: string, bytes: Uint8Array, judgeSvg: SvgJudge): PublicFileProblem | null {
  const byName = publicFileNameProblem(name, bytes.byteLength);
  if (byName) return byName;
  const { extension } = nameParts(name);
  const kind = kindOfExtension(extension);
  if (!kind) return null;
  if (kind === 'svg') {
    const decoded = utf8Text(bytes);
    return 'problem' in decoded ? notTheKind(kind, extension, decoded.problem, bytes) : judgeSvg(decoded.text);
  }
  const why = WALKS[kind](bytes);
  return why ? notTheKind(kind, extension, why, bytes) : null;
}

/**
 * A file committed to public/, at `address` from its root (`/media/demo.mp4`): `_headers` at the top, or a file of
 * the site's kinds. `read` gives its bytes, asked for only once its name and size pass.
 */
export function committedFileProblem(address: string, size: number, read: () => Uint8Array, judgeSvg: SvgJudge): PublicFileProblem | null {
  if (address === `/${HEADERS_FILE}`) return headersFileProblem(read());
  return publicFileNameProblem(address, size) ?? publicFileProblem(address, read(), judgeSvg);
}

/**
 * The editor's uploads take no SVG: a marketer's pictures are photos, and an SVG is a document a browser could run.
 * A developer commits a drawing, which the content check judges (svgFile.ts).
 */
const SVG_UPLOAD: PublicFileProblem = {
  problem: 'L’éditeur n’accepte pas les dessins SVG : un SVG est un document que le navigateur pourrait exécuter à l’adresse du site.',
  fix: 'Exportez le dessin en PNG ou en WebP (dans Inkscape ou Illustrator : « Exporter »), puis envoyez ce fichier.',
};

/** What the editor's upload refuses, in the browser and again in its local backend: public/'s rules, and any SVG. */
export function uploadedFileProblem(name: string, bytes: Uint8Array): PublicFileProblem | null {
  const byName = publicFileNameProblem(name, bytes.byteLength);
  if (byName) return byName;
  return kindOfExtension(nameParts(name).extension) === 'svg' ? SVG_UPLOAD : publicFileProblem(name, bytes, () => SVG_UPLOAD);
}
