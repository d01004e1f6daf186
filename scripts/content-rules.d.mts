type Doc = { slug: string };
export function routesOf(docs: { trades: Doc[]; samples: Doc[]; legals: Doc[] }): string[];
export function checkContent(docs: Record<string, unknown>): string[];
