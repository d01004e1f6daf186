export const STOCK_PHOTO_ORIGIN: string;
export function inlineScriptHashes(htmlFile: string): string[];
export function contentSecurityPolicy(options: { scriptHashes: string[]; formEndpoint: string }): string;
export function writeHeaders(dir: string, routes: string[], formEndpoint: string): void;
export function sitemap(siteUrl: string, routes: string[]): string;
export function robots(siteUrl: string, preview: boolean): string;
export function inlineStylesheets(dir: string, base?: string): number;
