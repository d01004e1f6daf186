/**
 * The inline script of a page without React (a route's `handle.inlineScripts`) that runs `enhance` on each element
 * `selector` finds, the element first, then `args`: JavaScript expressions read from `element`. The function is
 * printed as it is, so it must be self-contained: no import, nothing from outside it.
 */
export function onEachElement(selector: string, enhance: (element: HTMLElement, ...rest: never[]) => unknown, args = ''): string {
  return `for (const element of document.querySelectorAll(${JSON.stringify(selector)})) (${enhance.toString()})(element${args ? `, ${args}` : ''});`;
}
