import { makeSource } from 'contentlayer2/source-files';
import { documentTypes } from './schema/index.ts';

export default makeSource({
  contentDirPath: 'content',
  contentDirExclude: ['README.md'],
  documentTypes,
  onMissingOrIncompatibleData: 'fail',
  onExtraFieldData: 'fail',
  onUnknownDocuments: 'fail',
  disableImportAliasWarning: true,
});
