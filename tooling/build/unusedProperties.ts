// A page's inline styles without the CSS custom properties nothing on the page reads (Mantine declares about 480 on
// :root for every page; a trade page reads about 80). Fewer declarations on :root, less style work before the first
// paint, on the phone's main thread.
import { hasIsland } from '../../src/islands/markup.ts';
import { VARIABLES_REST } from '../../src/islands/variablesRest.ts';
import { dropUnmatchedRules, pageClasses, STYLE_ELEMENT } from './unusedRules.ts';

/** A custom property's declaration in a style sheet: its name and its value, up to `;` or the end of its rule. */
const DECLARATION = /(--[\w-]+)\s*:([^;{}]*)(;|(?=\}))/g;
const REFERENCE = /var\(\s*(--[\w-]+)/g;
/** The <style> Mantine's provider writes in <head> (src/root.tsx): the theme's variables, and nothing else. */
const THEME_VARIABLES = '<style data-mantine-styles="true">';

/**
 * Removes from the page's `<style>` elements (those `trimmed` accepts, by their opening tag; all by default) every
 * custom property declaration that no `var()` of the page reads, directly or through another property it keeps.
 */
export function dropUnusedCustomProperties(html: string, trimmed: (open: string) => boolean = () => true): string {
  const declared = new Map<string, string[]>();
  // The page with every declaration in its styles blanked: what reads a property there reads it for sure.
  const readers = html.replace(STYLE_ELEMENT, (_, open: string, css: string, close: string) => {
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
  return html.replace(STYLE_ELEMENT, (whole, open: string, css: string, close: string) =>
    trimmed(open)
      ? `${open}${css.replace(DECLARATION, (declaration, name: string) => (used.has(name) ? declaration : ''))}${close}`
      : whole,
  );
}

/**
 * A finished page's styles, trimmed of what nothing reads:
 * - a page no script draws on loses the rules none of its elements can match (unusedRules.ts), then every unread
 *   custom property;
 * - a page with an island (`data-island`, src/islands) may have markup drawn later that reads any of the theme's
 *   variables (a notification's colour, a loader's size). It loses the unread ones of the theme's <style> only, whose
 *   whole text `writeRest` keeps as a stylesheet file; the <style> names that file (`VARIABLES_REST`), and the site's
 *   script puts it back, right after the <style>, before the first island hydrates.
 * `writeRest` is given the text and returns the file's address.
 */
// Contract: docs/framework-contracts.md#inline-stylesheets
export function trimStyles(html: string, writeRest: (css: string) => string): string {
  if (!hasIsland(html)) {
    const classes = pageClasses(html);
    const matched = html.replace(
      STYLE_ELEMENT,
      (_, open: string, css: string, close: string) => `${open}${dropUnmatchedRules(css, classes)}${close}`,
    );
    return dropUnusedCustomProperties(matched);
  }
  const at = html.indexOf(THEME_VARIABLES);
  if (at < 0) return html;
  const end = html.indexOf('</style>', at);
  const href = writeRest(html.slice(at + THEME_VARIABLES.length, end));
  return dropUnusedCustomProperties(html, (open) => open === THEME_VARIABLES).replace(
    THEME_VARIABLES,
    `<style data-mantine-styles="true" ${VARIABLES_REST}="${href}">`,
  );
}
