import type { SiteContent, TradeContent } from '~/content';

type Thing = Record<string, unknown>;

/** The agency, on every page. */
export function organization(site: SiteContent, base: string): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': `${base}/#organisation`,
    name: site.brand,
    url: `${base}/`,
    telephone: site.phone,
    email: site.email,
    image: `${base}${site.shareImage}`,
    areaServed: 'FR',
  };
}

/** A trade page: the service it sells, and where it sits in the site. */
export function tradeService(trade: TradeContent, site: SiteContent, base: string, url: string): Thing[] {
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Service',
      name: trade.headline,
      description: trade.seo.description,
      serviceType: `Création de site internet : ${trade.name}`,
      provider: { '@id': `${base}/#organisation` },
      areaServed: 'FR',
      url,
    },
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: site.brand, item: `${base}/` },
        { '@type': 'ListItem', position: 2, name: trade.name, item: url },
      ],
    },
  ];
}
