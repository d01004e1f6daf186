import type { MetaDescriptor } from 'react-router';
import type { SiteContent } from '~/content';
import { deployContext, siteUrl as productionUrl } from '../deploy';
import { pagePath } from '../paths';
import { organization } from './jsonLd';

/** The production address used in canonical links and the sitemap, at build time. */
export const siteUrl = (fromContent: string) => productionUrl(fromContent, process.env);

/** Whether this build is a preview (src/deploy.ts), at build time. */
export const isPreview = () => deployContext(process.env).preview;

export type PageSeo = { title: string; description: string; image?: string };
export type Shell = { site: SiteContent; siteUrl: string; preview: boolean } | undefined;

/** The canonical address of a path on the production site, in the site's form (src/paths.ts). */
export const canonical = (shell: NonNullable<Shell>, pathname: string) => `${shell.siteUrl}${pagePath(pathname)}`;

/** Title, description, canonical link, Open Graph, Twitter card and structured data of one page. */
export function pageMeta(
  seo: PageSeo | undefined,
  shell: Shell,
  pathname: string,
  { type = 'website', structured = [] as Record<string, unknown>[] } = {},
): MetaDescriptor[] {
  if (!seo || !shell) return [];
  const url = canonical(shell, pathname);
  const image = `${shell.siteUrl}${seo.image ?? shell.site.shareImage}`;
  const title = seo.title.includes(shell.site.brand) ? seo.title : `${seo.title} | ${shell.site.brand}`;
  return [
    { title },
    { name: 'description', content: seo.description },
    ...(shell.preview ? [{ name: 'robots', content: 'noindex, nofollow' }] : []),
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: type },
    { property: 'og:site_name', content: shell.site.brand },
    { property: 'og:locale', content: 'fr_FR' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: seo.description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { property: 'og:image:width', content: '1200' },
    { property: 'og:image:height', content: '630' },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: seo.description },
    { name: 'twitter:image', content: image },
    { 'script:ld+json': organization(shell.site, shell.siteUrl) },
    ...structured.map((thing) => ({ 'script:ld+json': thing })),
  ];
}
