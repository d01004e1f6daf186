export function checkContent(docs: Record<string, unknown>): string[];
