// Every kind of content file, in one list: contentlayer.config.ts builds from it, the content check and the
// editor's configuration read it. Schema files import contentlayer's definition helpers only (a few lines), not the
// generator, so that reading the schema costs no more than the schema.
import { Landing } from './landing.ts';
import { Legal } from './legal.ts';
import { NotFoundPage } from './notFound.ts';
import { RequestPage } from './request.ts';
import { Sample } from './sample.ts';
import { Site } from './site.ts';
import { Trade, TradeModel } from './trade.ts';
import { TradeIndexPage } from './tradeIndex.ts';

export const documentTypes = [Site, Landing, RequestPage, NotFoundPage, TradeIndexPage, Trade, TradeModel, Legal, Sample];
