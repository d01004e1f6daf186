/** The id of every page's main element, which the header's skip link leads to: no section's anchor may take it. */
export const MAIN_ANCHOR = 'contenu';
