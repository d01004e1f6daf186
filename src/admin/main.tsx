// The content editor at /admin/: Decap CMS in French, configured from schema/ (the configuration comes with the
// page, tooling/cms/plugin.ts), every field checked by the build's own rules, files written back line for line,
// previews drawn by the site's templates.
// First: inside another page's frame, the editor stops here (./framed.ts), before Decap starts.
import './framed';
import mantineCss from '@mantine/core/styles.css?inline';
import carouselCss from '@mantine/carousel/styles.css?inline';
import CMS from 'decap-cms-app';
import type { CmsConfig } from 'decap-cms-core';
import siteCss from '~/global.css?inline';
import './editor.css';
import { legalPath, samplePath, tradePath } from '~/paths';
import { checked, type ControlProps } from './checked';
import { refreshEditorData } from './editorData';
import { markdownFile, yamlFile } from './format/formats';
import { IconControl, IconPreview } from './IconControl';
import { FRENCH } from './locale';
import { registerPreviewStyles, registerPreviews } from './previews';
import { checkBeforeSave, forgetRefusal } from './saveCheck';
import { clearRefusal, prepareRefusalNotice } from './refusalNotice';
import { forgetDraft } from './draftBackup';
import { CONFIG_ELEMENT, reloadWhenStale } from './addresses';
import { checkUploads } from './mediaCheck';
import { followFocus, scrollSyncOffByDefault } from './fieldFocus';
import { undoRemovalsByKeyboard, withUndoRemoval } from './UndoRemoval';
import { showingUploads } from './uploads';
import { nameListButtons } from './listAccessibility';
import { SavedSourceControl, sourceSaved } from './SavedSource';
import { SOURCE_WIDGET } from './format/source';
import type { EntryMap } from './entry';
import { listEveryMediaFolder } from './siteMedia';

type Config = CmsConfig & { collections: { name: string; preview_path?: string }[] };

function configOfPage(): Config {
  const text = document.getElementById(CONFIG_ELEMENT)?.textContent;
  if (!text) throw new Error(`/admin/: no #${CONFIG_ELEMENT} in the page`);
  return JSON.parse(text) as Config;
}

/** Each entry links to its page on the site (or on the pull request's preview deploy). */
function withPreviewPaths(config: Config): Config {
  const paths: Record<string, string> = {
    trades: tradePath('{{slug}}'),
    samples: samplePath('{{slug}}'),
    legal: legalPath('{{slug}}'),
  };
  return {
    ...config,
    collections: config.collections.map((c) => ({ ...c, ...(paths[c.name] && { preview_path: paths[c.name]?.slice(1) }) })),
  };
}

/** Decap's own widgets, each checking its value with the field's rules. */
function registerCheckedWidgets() {
  for (const [name, container] of [
    ['string', false],
    ['text', false],
    ['markdown', false],
    ['image', false],
    ['file', false],
    ['number', false],
    ['boolean', false],
    ['select', false],
    ['list', true],
    ['object', true],
  ] as const) {
    const widget = CMS.getWidget(name);
    if (!widget) throw new Error(`Decap has no "${name}" widget`);
    // Decap's registerWidget(name, control, preview, schema): its type declaration leaves out the schema.
    const register = CMS.registerWidget as (name: string, control: unknown, preview: unknown, schema: unknown) => void;
    const control =
      name === 'list'
        ? withUndoRemoval(widget.control as never)
        : name === 'image' || name === 'file'
          ? showingUploads(widget.control as never)
          : (widget.control as never);
    register(name, checked(control, container), widget.preview, (widget as { schema?: unknown }).schema);
  }
  CMS.registerWidget('icon', checked(IconControl as (props: ControlProps) => React.ReactNode, false) as never, IconPreview as never);
  CMS.registerWidget(SOURCE_WIDGET, SavedSourceControl as never);
}

// Contract: docs/framework-contracts.md#decap-backup-question
/**
 * Decap offers its own backup of a draft with window.confirm, then loses it to the entry loading after it (decap-cms
 * issue #5470): its question is answered « no », and the editor's own backup (src/admin/draftBackup.ts) asks instead.
 */
function answerDecapBackupQuestion() {
  const question = (FRENCH.editor as { editor: { confirmLoadBackup: string } }).editor.confirmLoadBackup;
  const ask = window.confirm.bind(window);
  window.confirm = (message?: string) => (message === question ? false : ask(message));
}

try {
  await refreshEditorData();
} catch (error) {
  // Saves will say so (src/admin/saveCheck.ts); the editor still opens.
  console.error(error);
}
CMS.registerLocale('fr', FRENCH as never);
CMS.registerCustomFormat('yaml-data', 'yaml', yamlFile);
CMS.registerCustomFormat('markdown-page', 'md', markdownFile);
registerCheckedWidgets();
listEveryMediaFolder(CMS);
registerPreviewStyles(CMS, [mantineCss, carouselCss, siteCss]);
registerPreviews(CMS);
CMS.registerEventListener({ name: 'preSave', handler: checkBeforeSave as never });
CMS.registerEventListener({
  name: 'postSave',
  handler: ({ entry }: { entry: EntryMap }) =>
    void (sourceSaved(entry), forgetRefusal(), clearRefusal(), forgetDraft(entry), refreshEditorData()),
});
answerDecapBackupQuestion();
reloadWhenStale(CONFIG_ELEMENT);
checkUploads();
followFocus();
scrollSyncOffByDefault();
nameListButtons();
undoRemovalsByKeyboard();
prepareRefusalNotice();
CMS.init({ config: withPreviewPaths(configOfPage()) });
