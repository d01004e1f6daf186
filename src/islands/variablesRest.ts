// The theme's variables that a page with islands does not read when it loads (tooling/build/unusedProperties.ts)
// are in a stylesheet of their own, named by this attribute of the theme's <style>. The site's script puts that
// stylesheet back once the page is idle after its first paint, and before any island hydrates: a component drawn
// then may read any of the theme's variables.

/** The attribute of the theme's <style> that gives the address of its whole text. */
export const VARIABLES_REST = 'data-rest';

let loaded: Promise<void> | undefined;

/**
 * Puts the theme's whole variables back, right after their trimmed <style> (the same place in the cascade), once per
 * page; resolves when the stylesheet has loaded, or failed (the island then draws with what the page has).
 */
export function restoreVariables(): Promise<void> {
  loaded ??= new Promise((resolve) => {
    const style = document.querySelector(`style[${VARIABLES_REST}]`);
    const href = style?.getAttribute(VARIABLES_REST);
    if (!style || !href) return resolve();
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.onload = link.onerror = () => resolve();
    style.after(link);
  });
  return loaded;
}
