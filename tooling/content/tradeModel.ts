// The model of a new trade page (content/pages/trade-model.yaml), read as the content check reads it: the editor's
// « Nouvelle page métier » starts from it (tooling/cms/config.ts), and so does `npm run new:trade`.
import fs from 'node:fs';
import path from 'node:path';
import { MODEL_FIELDS, TradeModel } from '../../schema/trade.ts';
import { readContentFile } from './files.ts';

/** The model's file, inside content/. */
export const TRADE_MODEL_FILE = TradeModel.def().filePathPattern ?? '';

export type TradeModelData = Partial<Record<(typeof MODEL_FIELDS)[number], unknown>>;

/**
 * The model's fields as written in the project at `root`, those of a trade page only; none when the file is missing
 * or is not YAML (the content check tells that mistake, at its line).
 */
export function readTradeModel(root = process.cwd()): TradeModelData {
  const contentDir = path.join(root, 'content');
  if (!fs.existsSync(path.join(contentDir, TRADE_MODEL_FILE))) return {};
  const read = readContentFile(contentDir, TRADE_MODEL_FILE);
  if ('problem' in read) return {};
  return Object.fromEntries(MODEL_FIELDS.flatMap((name) => (name in read.data ? [[name, read.data[name]]] : [])));
}
