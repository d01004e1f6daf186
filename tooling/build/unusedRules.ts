// A page no script draws on has all the markup it will ever have: a style rule whose selector names a class none of
// its elements has can never apply there. A sample site's page carries the styles of every block a sample may use
// (about 70 KB); its own blocks read a third of them.
import postcss, { type AtRule } from 'postcss';
import selectorParser from 'postcss-selector-parser';

/** A <style> element of a page: its opening tag, its text and its closing tag. */
export const STYLE_ELEMENT = /(<style\b[^>]*>)([\s\S]*?)(<\/style>)/g;

/** The classes of the page's elements (`class="…"` outside its styles). */
export function pageClasses(html: string): Set<string> {
  const markup = html.replace(STYLE_ELEMENT, '');
  return new Set([...markup.matchAll(/\sclass="([^"]*)"/g)].flatMap(([, names = '']) => names.split(/\s+/).filter(Boolean)));
}

/**
 * False when the selector names, outside any pseudo-class (`:not(.x)` matches where `.x` is absent; `:is()` and
 * `:where()` need one of theirs only), a class the page lacks. A selector the parser refuses is kept.
 */
function canMatch(selector: string, classes: Set<string>): boolean {
  let matches = true;
  try {
    selectorParser((root) => {
      root.walkClasses((node) => {
        for (let parent = node.parent; parent; parent = parent.parent) if (parent.type === 'pseudo') return;
        if (!classes.has(node.value)) matches = false;
      });
    }).processSync(selector);
  } catch {
    return true;
  }
  return matches;
}

/**
 * The style sheet without the selectors that can match no element of a page whose elements have `classes` (a rule
 * left with none goes, and so does a block at-rule left empty). Keyframes, font faces and element selectors stay.
 */
export function dropUnmatchedRules(css: string, classes: Set<string>): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as AtRule).name)) return;
    const kept = rule.selectors.filter((selector) => canMatch(selector, classes));
    if (!kept.length) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  let emptied = true;
  while (emptied) {
    emptied = false;
    root.walkAtRules((atRule) => {
      if (atRule.nodes?.length === 0) {
        atRule.remove();
        emptied = true;
      }
    });
  }
  return root.toString();
}
