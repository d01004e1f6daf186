// Rules the schema cannot say (list sizes, links and files that must exist, addresses that must not clash),
// checked on the content as written. Each problem names the file, the field, what is wrong and how to fix it.
import fs from 'node:fs';
import path from 'node:path';
import { formRules } from '../../schema/formRules.ts';
import { pageHref, siteRoutes, type PageKind, type SiteRoute } from '../../src/paths.ts';
import type { ContentProblem } from './problem.ts';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A path to a file in public/ (images, video, captions), as opposed to a page address. */
const LOCAL_FILE = /^\/[^#?]*\.(?:png|jpe?g|webp|avif|gif|svg|ico|mp4|webm|vtt|pdf)$/i;
const PAGE_FILES: Partial<Record<PageKind, string>> = {
  home: 'content/pages/landing.yaml',
  request: 'content/pages/demande.yaml',
};

/** The blocks the rules look into; the others are read for their anchor only. */
type Block =
  | { type: 'Cards'; anchor?: string; columns: number }
  | { type: 'Testimonials' | 'Portfolio'; anchor?: string; items: { rating: number }[] }
  | { type: 'SampleForm'; anchor?: string; fields: { kind: string; options?: unknown[] }[] };
/** A document as the rules read it; `_raw.sourceFilePath` is its path inside content/. */
type Doc = { _raw: { sourceFilePath: string }; blocks?: Block[] };
type PageDoc = Doc & { slug: string };
type TradeDoc = PageDoc & { name: string; features?: unknown; checklist?: unknown; slides?: { url: string }[] };
type Docs = {
  site: Doc;
  landing: Doc & { blocks: Block[] };
  requestPage: Doc;
  notFoundPage: Doc;
  trades: TradeDoc[];
  samples: (PageDoc & { blocks: Block[] })[];
  legals: PageDoc[];
};
type CheckOptions = { publicDir?: string };

function count(problems: ContentProblem[], file: string, field: string, list: unknown, expected: number): void {
  const found = Array.isArray(list) ? list.length : 0;
  if (found !== expected)
    problems.push({
      file,
      field,
      problem: `Cette liste a ${found} élément${found > 1 ? 's' : ''} ; la page en attend exactement ${expected}.`,
      fix: found > expected ? `Retirez ${found - expected} élément(s).` : `Ajoutez ${expected - found} élément(s).`,
    });
}

/** Every string of a document with its field path (the Markdown body aside). */
function* strings(value: unknown, field: string): Generator<[field: string, value: string]> {
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) yield* strings(item, `${field}[${i}]`);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === '_raw' || key === 'body') continue;
      yield* strings(item, field ? `${field}.${key}` : key);
    }
  } else if (typeof value === 'string') yield [field, value];
}

/** Lists whose items become links or anchors: a name given twice makes two links no one can tell apart. */
function* namedLists(value: unknown, field: string): Generator<[field: string, key: string, list: Record<string, unknown>[]]> {
  if (Array.isArray(value)) {
    const key = ['label', 'name', 'id'].find((k) => value.every((item) => item && typeof item[k] === 'string'));
    if (key && value.length > 1 && value.some((item) => typeof item.href === 'string' || typeof item.url === 'string'))
      yield [field, key, value];
    for (const [i, item] of value.entries()) yield* namedLists(item, `${field}[${i}]`);
  } else if (value && typeof value === 'object') {
    for (const [k, item] of Object.entries(value)) if (k !== '_raw') yield* namedLists(item, field ? `${field}.${k}` : k);
  }
}

const anchorsOf = (doc: Doc) => new Set((doc.blocks ?? []).map((b) => b.anchor).filter(Boolean));
const fileOf = (route: SiteRoute) => route.source ?? PAGE_FILES[route.kind];

/**
 * @param content every document carries `_raw.sourceFilePath` (its path inside content/)
 * @returns empty when the content is sound
 */
export function checkContent(content: Record<string, unknown>, { publicDir = 'public' }: CheckOptions = {}): ContentProblem[] {
  // Parsed YAML, untyped, that has passed the schema check (tooling/content/schema-check.ts): read through the types above.
  const docs = content as Docs;
  const problems: ContentProblem[] = [];
  const file = (doc: Doc) => `content/${doc._raw.sourceFilePath}`;

  for (const doc of [...docs.trades, ...docs.samples, ...docs.legals]) {
    if (!SLUG.test(doc.slug)) {
      const better = doc.slug
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '');
      problems.push({
        file: file(doc),
        problem: `Le nom de fichier « ${doc.slug} » ne peut pas devenir une adresse de page : seuls les minuscules sans accent, les chiffres et les tirets sont permis.`,
        fix: `Renommez le fichier en « ${better || 'nom-de-la-page'}${path.extname(doc._raw.sourceFilePath)} ».`,
      });
    }
  }
  const routes = siteRoutes(docs);
  const byPath = new Map<string, SiteRoute>();
  for (const route of routes) {
    const first = byPath.get(route.path);
    const source = fileOf(route);
    if (!first) byPath.set(route.path, route);
    else if (!source) throw new Error(`${route.path}: a page without a content file comes after ${fileOf(first)}`);
    else
      problems.push({
        file: source,
        problem: `Cette page aurait l’adresse ${route.path}, déjà prise par ${fileOf(first)}.`,
        fix: `Renommez ${fileOf(route)} : deux pages ne peuvent pas avoir la même adresse.`,
      });
  }
  const tradeNames = new Map<string, TradeDoc>();
  for (const trade of docs.trades) {
    const other = tradeNames.get(trade.name);
    if (other)
      problems.push({
        file: file(trade),
        field: 'name',
        problem: `Le métier « ${trade.name} » est déjà le nom de ${file(other)} : le pied de page aurait deux liens « ${trade.name} ».`,
        fix: `Donnez un autre nom à ce métier, ou supprimez l’un des deux fichiers s’il s’agit d’une copie.`,
      });
    else tradeNames.set(trade.name, trade);
    count(problems, file(trade), 'features', trade.features, 3);
    count(problems, file(trade), 'checklist', trade.checklist, 6);
    count(problems, file(trade), 'slides', trade.slides, 4);
    trade.slides?.forEach((slide, i) => {
      if (!/^https:\/\//.test(slide.url))
        problems.push({
          file: file(trade),
          field: `slides[${i}].url`,
          problem: `« ${slide.url} » n’est pas une adresse externe ; un exemple de site s’ouvre sur une adresse en https://.`,
          fix: 'Écrivez l’adresse complète du site, commençant par https://.',
        });
    });
  }
  for (const sample of docs.samples) {
    sample.blocks.forEach((block, i) => {
      if (block.type === 'Cards' && ![2, 3, 4].includes(block.columns))
        problems.push({
          file: file(sample),
          field: `blocks[${i}].columns`,
          problem: `${block.columns} colonnes ne sont pas possibles ; la grille en a 2, 3 ou 4.`,
          fix: 'Écrivez 2, 3 ou 4.',
        });
      if (block.type === 'Testimonials') {
        block.items.forEach((t, j) => {
          if (!Number.isInteger(t.rating) || t.rating < 1 || t.rating > 5)
            problems.push({
              file: file(sample),
              field: `blocks[${i}].items[${j}].rating`,
              problem: `La note ${t.rating} n’existe pas ; une note va de 1 à 5 étoiles.`,
              fix: 'Écrivez un nombre entier de 1 à 5.',
            });
        });
      }
      if (block.type === 'SampleForm') {
        block.fields.forEach((f, j) => {
          if (f.kind === 'select' && !((f.options?.length ?? 0) > 0))
            problems.push({
              file: file(sample),
              field: `blocks[${i}].fields[${j}].options`,
              problem: 'Une liste de choix (select) sans aucun choix.',
              fix: 'Ajoutez les choix sous « options: », ou changez le type du champ.',
            });
        });
      }
    });
  }
  docs.landing.blocks.forEach((block, i) => {
    if (block.type !== 'Portfolio') return;
    block.items.forEach((item, j) => {
      if (item.rating < 1 || item.rating > 5)
        problems.push({
          file: file(docs.landing),
          field: `blocks[${i}].items[${j}].rating`,
          problem: `La note ${item.rating} n’existe pas ; une note va de 1 à 5 étoiles.`,
          fix: 'Écrivez un nombre de 1 à 5.',
        });
    });
  });

  const form = formRules(docs.site, docs.requestPage);
  problems.push(
    ...form.site.map((p) => ({ file: file(docs.site), ...p })),
    ...form.requestPage.map((p) => ({ file: file(docs.requestPage), ...p })),
  );

  const paths = new Set(routes.map((route) => route.path));
  const all = [docs.site, docs.landing, docs.requestPage, docs.notFoundPage, ...docs.trades, ...docs.samples, ...docs.legals];
  for (const doc of all) {
    const anchors = anchorsOf(doc);
    for (const [field, value] of strings(doc, '')) {
      const key = field.slice(field.lastIndexOf('.') + 1);
      if (LOCAL_FILE.test(value)) {
        if (!fs.existsSync(path.join(publicDir, value)))
          problems.push({
            file: file(doc),
            field,
            problem: `Le fichier « ${value} » n’existe pas dans public/ : la page montrerait une image ou un média cassé.`,
            fix: `Vérifiez l’orthographe du chemin, ou ajoutez le fichier dans public${value}.`,
          });
      } else if ((key === 'href' || key === 'url') && /^[/#]/.test(value)) {
        const [target, hash] = value.split('#');
        if (target && !paths.has(pageHref(target)))
          problems.push({
            file: file(doc),
            field,
            problem: `Le lien « ${value} » mène à une page qui n’existe pas.`,
            fix: 'Corrigez l’adresse : elle doit être celle d’une page du site (par exemple /demande ou /site-internet-avocat).',
          });
        if (!target && hash && !anchors.has(hash))
          problems.push({
            file: file(doc),
            field,
            problem: `Le lien « ${value} » ne mène à aucune section de cette page.`,
            fix: `Utilisez l’ancre d’une section de la page : ${[...anchors].map((a) => `#${a}`).join(', ') || 'cette page n’en a aucune'}.`,
          });
      }
    }
    for (const [field, key, list] of namedLists(doc, '')) {
      const seen = new Map<unknown, number>();
      list.forEach((item, i) => {
        if (seen.has(item[key]))
          problems.push({
            file: file(doc),
            field: `${field}[${i}].${key}`,
            problem: `« ${item[key]} » est déjà le nom de ${field}[${seen.get(item[key])}] : deux liens du même nom ne se distinguent pas.`,
            fix: 'Donnez à chaque élément de la liste un nom différent.',
          });
        else seen.set(item[key], i);
      });
    }
  }
  return problems;
}
