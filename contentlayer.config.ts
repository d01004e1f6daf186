import { makeSource } from 'contentlayer2/source-files';
import { Landing } from './schema/landing.ts';
import { Legal } from './schema/legal.ts';
import { NotFoundPage } from './schema/notFound.ts';
import { RequestPage } from './schema/request.ts';
import { Sample } from './schema/sample.ts';
import { Site } from './schema/site.ts';
import { Trade } from './schema/trade.ts';
import { TradeIndexPage } from './schema/tradeIndex.ts';

/** Every kind of content file; the content check reads the same list. */
export const documentTypes = [Site, Landing, RequestPage, NotFoundPage, TradeIndexPage, Trade, Legal, Sample];

export default makeSource({
  contentDirPath: 'content',
  contentDirExclude: ['README.md'],
  documentTypes,
  onMissingOrIncompatibleData: 'fail',
  onExtraFieldData: 'fail',
  onUnknownDocuments: 'fail',
  disableImportAliasWarning: true,
});
