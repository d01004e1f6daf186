import { makeSource } from 'contentlayer2/source-files';
import { documentTypes } from './schema/index.ts';

// `npm run dev` runs `contentlayer2 dev` with a channel to the dev server (tooling/content/generate.ts): each
// generation tells it, and the command ends with the server. `contentlayer2 build` has no channel.
if (process.send) process.once('disconnect', () => process.exit(0));

export default makeSource({
  // The dev server generates into a folder of its own, then swaps the files in (tooling/content/generate.ts): it
  // runs the command there and names the content folder.
  contentDirPath: process.env.CONTENTLAYER_CONTENT_DIR ?? 'content',
  contentDirExclude: ['README.md'],
  documentTypes,
  onMissingOrIncompatibleData: 'fail',
  onExtraFieldData: 'fail',
  onUnknownDocuments: 'fail',
  disableImportAliasWarning: true,
  onSuccess: async () => {
    process.send?.('generated');
  },
});
