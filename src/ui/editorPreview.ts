import { createContext } from 'react';

/**
 * True in the editor's preview (src/admin/PreviewFrame.tsx), where what a visitor may only look at (the examples
 * behind a locked overlay) is also a way into its fields. False on the site: its pages are the same without the editor.
 */
export const InEditorPreview = createContext(false);
