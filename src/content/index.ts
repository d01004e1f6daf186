// The only module that reads the generated content. Route loaders call it at build time.
import {
  allLegals,
  allSamples,
  allTrades,
  landing as landingDoc,
  notFoundPage,
  tradeIndexPage,
  requestPage as requestDoc,
  site as siteDoc,
} from 'contentlayer/generated';
import type { Landing, Legal, NotFoundPage, RequestPage, Sample, Site, Trade, TradeIndexPage } from 'contentlayer/generated';
import { tradePath } from '~/paths';
import { boundedTrades, FOOTER_TRADE_LIMIT, type FooterTrades, type TradeLink } from './footer';
import { fillTokens, siteTokens } from './tokens';
import { markdownHtml } from '~/markdown/markdownHtml';

type Page<T> = Omit<T, '_id' | '_raw' | 'type' | 'body'>;

const tokens = siteTokens(siteDoc);

const HIDDEN = new Set(['_id', '_raw', 'type', 'body']);

/** A document as a page needs it: no build metadata, no raw body, tokens like {previewDelay} filled. */
function page<T extends object>(doc: T): Page<T> {
  const fields = Object.fromEntries(Object.entries(doc).filter(([key]) => !HIDDEN.has(key)));
  return fillTokens(fields, tokens) as Page<T>;
}

/** A Markdown body as the page shows it, under the deploy's base path `base` (src/markdown/markdownHtml.tsx). */
const htmlOf = (doc: { body: { raw: string } }, base: string) => markdownHtml(doc.body.raw, { tokens, base });

export type SiteContent = Page<Site>;
export type LandingContent = Page<Landing>;
export type RequestContent = Page<RequestPage>;
export type NotFoundContent = Page<NotFoundPage>;
export type TradeIndexContent = Page<TradeIndexPage> & { trades: TradeCard[] };
export type TradeContent = Page<Trade> & { bodyHtml: string };
export type LegalContent = Page<Legal> & { html: string };
export type SampleContent = Page<Sample>;
export type TradeCard = TradeLink & { badge: string };
export { FOOTER_TRADE_LIMIT, type FooterTrades, type TradeLink };
export type { IconName } from '../../schema/icons';

export const site = (): SiteContent => page(siteDoc);
export const landing = (): LandingContent => page(landingDoc);
export const requestPage = (): RequestContent => page(requestDoc);
export const notFound = (): NotFoundContent => page(notFoundPage);

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'fr');

const linkOf = (t: Trade): TradeLink => ({ slug: t.slug, name: t.name, href: tradePath(t.slug) });

export function tradeLinks(): TradeLink[] {
  return allTrades.map(linkOf).sort(byName);
}

export const footerTrades = (links = tradeLinks()): FooterTrades => boundedTrades(links, tradeIndexPage.footerLink);

export function tradeIndex(): TradeIndexContent {
  const trades = allTrades.map((t) => ({ ...linkOf(t), badge: fillTokens(t.badge, tokens) })).sort(byName);
  return { ...page(tradeIndexPage), trades };
}

/** A trade page, its body rendered to HTML (route loaders run at build time: pages ship no Markdown renderer). */
export function getTrade(slug: string, base = '/'): TradeContent | undefined {
  const doc = allTrades.find((t) => t.slug === slug);
  return doc && { ...page(doc), bodyHtml: htmlOf(doc, base) };
}

/** A legal page, its body rendered to HTML like a trade page's. */
export function getLegal(slug: string, base = '/'): LegalContent | undefined {
  const doc = allLegals.find((l) => l.slug === slug);
  return doc && { ...page(doc), html: htmlOf(doc, base) };
}

export function getSample(slug: string): SampleContent | undefined {
  const doc = allSamples.find((s) => s.slug === slug);
  return doc && page(doc);
}
