import type { MetaDescriptor } from 'react-router';
import type { SiteContent } from '~/content';

/** The production address used in canonical links and the sitemap; SITE_URL overrides the content value. */
export function siteUrl(fromContent?: string): string {
  const raw = process.env.SITE_URL || fromContent || '';
  return raw.replace(/\/+$/, '');
}

export type PageSeo = { title: string; description: string; image?: string };

type Shell = { site: SiteContent; siteUrl: string } | undefined;

/** Title, description, canonical link, Open Graph and Twitter tags of one page. */
export function pageMeta(seo: PageSeo | undefined, shell: Shell, pathname: string, type = 'website'): MetaDescriptor[] {
  if (!seo || !shell) return [];
  const base = shell.siteUrl || shell.site.url;
  const url = `${base}${pathname === '/' ? '/' : pathname.replace(/\/$/, '')}`;
  const image = `${base}${seo.image ?? shell.site.shareImage}`;
  const title = seo.title.includes(shell.site.brand) ? seo.title : `${seo.title} | ${shell.site.brand}`;
  return [
    { title },
    { name: 'description', content: seo.description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: type },
    { property: 'og:site_name', content: shell.site.brand },
    { property: 'og:locale', content: 'fr_FR' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: seo.description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: seo.description },
    { name: 'twitter:image', content: image },
  ];
}
