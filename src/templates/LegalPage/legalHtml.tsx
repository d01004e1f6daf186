import { renderToStaticMarkup } from 'react-dom/server';
import Markdown, { type Options } from 'react-markdown';
import type { LegalContent } from '~/content';
import { pageHref } from '~/paths';

export type LegalHtml = Omit<LegalContent, 'body'> & { html: string };

/** An internal link as content writes it (/cgv) in the site's address form (/cgv/), under the deploy's base path. */
function linkOf(href: string, base: string): string {
  const page = pageHref(href);
  return page.startsWith('/') && !page.startsWith('//') ? `${base}${page.slice(1)}` : page;
}

/**
 * A legal page with its Markdown body rendered to HTML: run at build time only (the route's loader). Its links are
 * plain <a> elements written once, so they carry the base path (BASE_PATH) themselves. `remarkPlugins`: the editor's
 * preview marks the body's blocks.
 */
export function withHtml({ body, ...page }: LegalContent, base = '/', remarkPlugins?: Options['remarkPlugins']): LegalHtml {
  const components = {
    a: ({ href = '', children }: { href?: string; children?: React.ReactNode }) => <a href={linkOf(href, base)}>{children}</a>,
  };
  return { ...page, html: renderToStaticMarkup(
      <Markdown components={components} remarkPlugins={remarkPlugins}>
        {body}
      </Markdown>,
    ) };
}
