import { makeSource } from 'contentlayer2/source-files';
import { documentTypes } from './schema/index.ts';

// `npm run dev` runs `contentlayer2 dev` with a channel to the dev server (tooling/content/generate.ts): each
// generation tells it, and the command ends with the server. `contentlayer2 build` has no channel.
if (process.send) process.once('disconnect', () => process.exit(0));

export default makeSource({
  // Never content/ itself: the copy of it that holds only what the content check accepted, as it read it
  // (tooling/content/stage.ts; gray-matter would run a `---js` front matter). tooling/content/generate.ts names it,
  // and runs `contentlayer2 dev` in a folder of its own.
  contentDirPath: process.env.CONTENTLAYER_CONTENT_DIR ?? '.contentlayer/content',
  documentTypes,
  onMissingOrIncompatibleData: 'fail',
  onExtraFieldData: 'fail',
  onUnknownDocuments: 'fail',
  disableImportAliasWarning: true,
  onSuccess: async () => {
    process.send?.('generated');
  },
});
