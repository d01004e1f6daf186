// A page's inline styles without the CSS custom properties nothing on the page reads (Mantine declares about 350 on
// :root for every page; a trade page reads about 80). Fewer declarations on :root, less style work before the first
// paint, on the phone's main thread.

/** A custom property's declaration in a style sheet: its name and its value, up to `;` or the end of its rule. */
const DECLARATION = /(--[\w-]+)\s*:([^;{}]*)(;|(?=\}))/g;
const REFERENCE = /var\(\s*(--[\w-]+)/g;
const STYLE = /(<style\b[^>]*>)([\s\S]*?)(<\/style>)/g;

/**
 * Removes from the page's `<style>` elements every custom property declaration that no `var()` of the page reads,
 * directly or through another property it keeps. CSS reads a custom property only through `var()`; a script could
 * read it too, or draw markup that reads others, so a page with an island (`data-island`, src/islands) is left as
 * it is: only pages no script draws on are trimmed.
 */
export function dropUnusedCustomProperties(html: string): string {
  if (html.includes('data-island=')) return html;
  const declared = new Map<string, string[]>();
  // The page with every declaration in its styles blanked: what reads a property there reads it for sure.
  const readers = html.replace(STYLE, (_, open: string, css: string, close: string) => {
    const rest = css.replace(DECLARATION, (_d, name: string, value: string) => {
      declared.set(name, [...(declared.get(name) ?? []), value]);
      return '';
    });
    return `${open}${rest}${close}`;
  });
  const used = new Set<string>();
  const visit = (text: string) => {
    for (const [, name = ''] of text.matchAll(REFERENCE)) {
      if (used.has(name)) continue;
      used.add(name);
      for (const value of declared.get(name) ?? []) visit(value);
    }
  };
  visit(readers);
  return html.replace(
    STYLE,
    (_, open: string, css: string, close: string) =>
      `${open}${css.replace(DECLARATION, (declaration, name: string) => (used.has(name) ? declaration : ''))}${close}`,
  );
}
