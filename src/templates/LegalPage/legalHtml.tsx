import { renderToStaticMarkup } from 'react-dom/server';
import Markdown from 'react-markdown';
import type { LegalContent } from '~/content';
import { pageHref } from '~/paths';

export type LegalHtml = Omit<LegalContent, 'body'> & { html: string };

// Internal links as content writes them (/cgv), in the site's address form (/cgv/).
const components = {
  a: ({ href = '', children }: { href?: string; children?: React.ReactNode }) => <a href={pageHref(href)}>{children}</a>,
};

/** A legal page with its Markdown body rendered to HTML: run at build time only (the route's loader). */
export function withHtml({ body, ...page }: LegalContent): LegalHtml {
  return { ...page, html: renderToStaticMarkup(<Markdown components={components}>{body}</Markdown>) };
}
