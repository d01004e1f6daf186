/** The start of the localStorage key of every draft the editor keeps (src/admin/draftBackup.ts). */
export const DRAFT_PREFIX = 'brouillon-editeur:';
