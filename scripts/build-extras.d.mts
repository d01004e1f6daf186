export const STOCK_PHOTO_ORIGIN: string;
export function inlineScriptHashes(dir: string): string[];
export function contentSecurityPolicy(options: { scriptHashes: string[]; formEndpoint: string }): string;
export function writeHeaders(dir: string, policy: string, routes: string[]): void;
export function sitemap(siteUrl: string, routes: string[]): string;
export function robots(siteUrl: string, preview: boolean): string;
