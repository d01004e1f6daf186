// The DOM the SVG rules (src/check/svgFile.ts) parse and sanitise in, in Node: one jsdom window, made when the first
// SVG is judged (`npm run content` and the dev server's checks read a few; most runs find them unchanged).
import { JSDOM } from 'jsdom';
import type { SvgJudge } from '../../src/check/publicFile.ts';
import { svgProblem } from '../../src/check/svgFile.ts';

let made: (Window & typeof globalThis) | undefined;

export const svgWindow = () => (made ??= new JSDOM('').window);

/** A committed SVG, judged by DOMPurify's allowlist and the site's rules. */
export const committedSvgProblem: SvgJudge = (text) => svgProblem(text, svgWindow());
