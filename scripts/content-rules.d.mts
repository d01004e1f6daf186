import type { ContentProblem } from './content-problem.ts';
export function checkContent(docs: Record<string, unknown>, options?: { publicDir?: string }): ContentProblem[];
