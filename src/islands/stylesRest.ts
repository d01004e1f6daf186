// A page with islands carries inline only the styles its own markup uses (tooling/build/unusedProperties.ts): the
// rules its elements can match and the theme's variables they read. Each <style> the build trimmed names, by this
// attribute, a stylesheet of its whole text. The site's script puts those stylesheets back once the page is idle
// after its first paint, and before any island hydrates: a component drawn then (a toast, the form's second step, a
// carousel's dots) may use any rule or variable.

/** The attribute of a trimmed <style> that gives the address of its whole text. */
export const STYLES_REST = 'data-rest';

let loaded: Promise<void> | undefined;

/**
 * Puts each trimmed <style>'s whole text back, right after it (the same place in the cascade), once per page; resolves
 * when every stylesheet has loaded, or failed (the island then draws with what the page has).
 */
export function restoreStyles(): Promise<void> {
  loaded ??= Promise.all(
    [...document.querySelectorAll(`style[${STYLES_REST}]`)].map(
      (style) =>
        new Promise<void>((resolve) => {
          const href = style.getAttribute(STYLES_REST);
          if (!href) return resolve();
          const link = document.createElement('link');
          link.rel = 'stylesheet';
          link.href = href;
          link.onload = link.onerror = () => resolve();
          style.after(link);
        }),
    ),
  ).then(() => undefined);
  return loaded;
}
