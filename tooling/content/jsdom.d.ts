// jsdom ships no types. tooling/content/svgWindow.ts uses one thing of it: a window, whose DOM the lib's types describe.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
