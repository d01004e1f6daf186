// A page's inline styles without the CSS custom properties nothing on the page reads (Mantine declares about 480 on
// :root for every page; a trade page reads about 80). Fewer declarations on :root, less style work before the first
// paint, on the phone's main thread.
import { hasIsland } from '../../src/islands/markup.ts';
import { STYLES_REST } from '../../src/islands/stylesRest.ts';
import { dropUnmatchedRules, pageClasses, STYLE_ELEMENT } from './unusedRules.ts';

/** A custom property's declaration in a style sheet: its name and its value, up to `;` or the end of its rule. */
const DECLARATION = /(--[\w-]+)\s*:([^;{}]*)(;|(?=\}))/g;
const REFERENCE = /var\(\s*(--[\w-]+)/g;

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
 * A finished page's styles, trimmed of what nothing reads: the rules none of its elements can match
 * (unusedRules.ts), then every custom property nothing left reads. A page no script draws on has all the markup it
 * will ever have. A page with an island (`data-island`, src/islands) may have markup drawn later that uses any rule or
 * variable (a toast, the form's second step, a carousel's dots): each <style> it trimmed keeps its whole text in a
 * stylesheet file, which `writeRest` writes (given the text, it returns the file's address); the <style> names that
 * file (`STYLES_REST`), and the site's script puts it back, right after the <style>, before the first island hydrates.
 * The first paint thus parses only what it draws, and the page's HTML fits in fewer round trips.
 */
// Contract: docs/framework-contracts.md#inline-stylesheets
export function trimStyles(html: string, writeRest: (css: string) => string): string {
  const classes = pageClasses(html);
  const matched = html.replace(
    STYLE_ELEMENT,
    (_, open: string, css: string, close: string) => `${open}${dropUnmatchedRules(css, classes)}${close}`,
  );
  const trimmed = dropUnusedCustomProperties(matched);
  if (!hasIsland(html)) return trimmed;
  const whole = [...html.matchAll(STYLE_ELEMENT)].map(([, , css = '']) => css);
  let at = 0;
  return trimmed.replace(STYLE_ELEMENT, (element, open: string, css: string, close: string) => {
    const original = whole[at++] ?? css;
    return original === css ? element : `${open.replace(/>$/, ` ${STYLES_REST}="${writeRest(original)}">`)}${css}${close}`;
  });
}
