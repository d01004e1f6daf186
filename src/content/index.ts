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

type Page<T> = Omit<T, '_id' | '_raw' | 'type' | 'body'>;

const tokens = siteTokens(siteDoc);

const HIDDEN = new Set(['_id', '_raw', 'type', 'body']);

/** A document as a page needs it: no build metadata, no raw body, tokens like {previewDelay} filled. */
function page<T extends object>(doc: T): Page<T> {
  const fields = Object.fromEntries(Object.entries(doc).filter(([key]) => !HIDDEN.has(key)));
  return fillTokens(fields, tokens) as Page<T>;
}

/** Fills {previewDelay}, {brand}… in a content value the way the build does: the CMS previews use it too. */
export const fillContentTokens = <T>(value: T): T => fillTokens(value, tokens);

function bodyOf(doc: { body: { raw: string } }): string {
  return fillTokens(doc.body.raw.trim(), tokens);
}

export type SiteContent = Page<Site>;
export type LandingContent = Page<Landing>;
export type RequestContent = Page<RequestPage>;
export type NotFoundContent = Page<NotFoundPage>;
export type TradeIndexContent = Page<TradeIndexPage> & { trades: TradeCard[] };
export type TradeContent = Page<Trade> & { bodyHtml: string };
export type LegalContent = Page<Legal> & { body: string };
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

export function getTrade(slug: string): TradeContent | undefined {
  const doc = allTrades.find((t) => t.slug === slug);
  // Rendered to HTML at build time, so trade pages ship no Markdown renderer.
  return doc && { ...page(doc), bodyHtml: fillTokens(doc.body.html, tokens) };
}

export function getLegal(slug: string): LegalContent | undefined {
  const doc = allLegals.find((l) => l.slug === slug);
  return doc && { ...page(doc), body: bodyOf(doc) };
}

export function getSample(slug: string): SampleContent | undefined {
  const doc = allSamples.find((s) => s.slug === slug);
  return doc && page(doc);
}
