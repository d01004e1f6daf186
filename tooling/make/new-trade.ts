// Writes content/trades/<slug>.md: the page's own texts drafted from its name, the rest from the model of new trade
// pages (content/pages/trade-model.yaml), as the editor's « Nouvelle page métier » starts.
// Usage: npm run new:trade -- <slug> "<Name>"   (e.g. npm run new:trade -- plombier "Plombier")
import fs from 'node:fs';
import path from 'node:path';
import { Trade } from '../../schema/trade.ts';
import { formatProblems } from '../../src/check/problem.ts';
import { markdownFile } from '../../src/admin/format/formats.ts';
import { tradePath } from '../../src/paths.ts';
import { checkContent } from '../content/check.ts';
import { readTradeModel, TRADE_MODEL_FILE, type TradeModelData } from '../content/tradeModel.ts';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The page's own texts, a first draft from its name, to rewrite: what no model can say for it. */
function ownTexts(name: string) {
  const lower = name.toLocaleLowerCase('fr');
  return {
    name,
    seo: {
      title: `Site internet pour ${lower}, prévisualisation gratuite`,
      description: `Un site professionnel pensé pour votre activité de ${lower}. Voyez-le gratuitement en ligne sous {previewDelay}, sans engagement.`,
    },
    badge: `${name}s et indépendants`,
    headline: `Site Internet pour ${name}`,
    intro: `Un site clair qui présente votre activité de ${lower}, rassure vos futurs clients et leur donne envie de vous contacter.`,
  };
}

/** The frontmatter of a new trade: its own texts, the model's, its examples not locked; in the schema's order. */
export function tradeTemplate(name: string, model: TradeModelData): Record<string, unknown> {
  const fields: Record<string, unknown> = { ...ownTexts(name), ...model, locked: false };
  return Object.fromEntries(Object.keys(Trade.def().fields ?? {}).flatMap((key) => (key in fields ? [[key, fields[key]]] : [])));
}

/** The model of the project at `root`, refused with the content check's own words when it has a mistake. */
function checkedModel(root: string): TradeModelData {
  const file = `content/${TRADE_MODEL_FILE}`;
  if (!fs.existsSync(path.join(root, file)))
    throw new Error(`${file} manque : une nouvelle page métier part de ce modèle. Reprenez-le dans l’historique du projet.`);
  const problems = checkContent(root).problems.filter((problem) => problem.file === file);
  if (problems.length > 0) throw new Error(`Le modèle des pages métier est à corriger d’abord.\n\n${formatProblems(problems)}`);
  return readTradeModel(root);
}

/** Creates the file; throws with a message a marketer understands when the slug is unusable. */
export function createTrade(slug: string | undefined, name: string | undefined, root = process.cwd()): string {
  if (!slug || !SLUG.test(slug)) {
    throw new Error(
      `"${slug ?? ''}" ne peut pas servir d'adresse : minuscules, chiffres et tirets seulement (ex. plombier, expert-comptable).`,
    );
  }
  if (!name?.trim()) throw new Error('Donnez le nom du métier tel qu’il s’affiche, ex. npm run new:trade -- plombier "Plombier".');
  const file = path.join('content/trades', `${slug}.md`);
  if (fs.existsSync(path.join(root, file)))
    throw new Error(`${file} existe déjà : la page ${tradePath(slug)} existe, modifiez ce fichier.`);
  const model = checkedModel(root);
  const body = `Un ou deux paragraphes sur ce que votre site apporte à un ${name.trim().toLocaleLowerCase('fr')}.\n`;
  // Written as the editor writes a new page: YAML fields between two `---` lines, then the text.
  fs.writeFileSync(path.join(root, file), markdownFile.toFile({ ...tradeTemplate(name.trim(), model), body }));
  return file;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [slug = '', name] = process.argv.slice(2);
  try {
    const file = createTrade(slug, name);
    console.log(
      `Créé : ${file}\nRéécrivez son étiquette, son grand titre, son introduction, ses textes pour Google et son texte (le reste vient du modèle, content/${TRADE_MODEL_FILE}), puis npm run dev pour voir ${tradePath(slug)}.`,
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
