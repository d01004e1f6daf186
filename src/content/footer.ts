export type TradeLink = { slug: string; name: string; href: string };
/** The footer's trade links, bounded so that no page grows with the catalogue; `more` links to the full list. */
export type FooterTrades = { links: TradeLink[]; more: boolean; indexLabel: string };

/** Up to this many trades are linked from the footer of every page; every trade is on the trade index page. */
export const FOOTER_TRADE_LIMIT = 20;

export function boundedTrades(links: TradeLink[], indexLabel: string): FooterTrades {
  return { links: links.slice(0, FOOTER_TRADE_LIMIT), more: links.length > FOOTER_TRADE_LIMIT, indexLabel };
}
