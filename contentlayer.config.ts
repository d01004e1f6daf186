import { makeSource } from 'contentlayer2/source-files';
import { Landing } from './schema/landing';
import { Legal } from './schema/legal';
import { NotFoundPage } from './schema/notFound';
import { RequestPage } from './schema/request';
import { Sample } from './schema/sample';
import { Site } from './schema/site';
import { Trade } from './schema/trade';
import { TradeIndexPage } from './schema/tradeIndex';

export default makeSource({
  contentDirPath: 'content',
  contentDirExclude: ['README.md'],
  documentTypes: [Site, Landing, RequestPage, NotFoundPage, TradeIndexPage, Trade, Legal, Sample],
  onMissingOrIncompatibleData: 'fail',
  onExtraFieldData: 'fail',
  onUnknownDocuments: 'fail',
  disableImportAliasWarning: true,
});
