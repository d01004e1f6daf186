import { renderToStaticMarkup } from 'react-dom/server';
import Markdown from 'react-markdown';
import type { LegalContent } from '~/content';

export type LegalHtml = Omit<LegalContent, 'body'> & { html: string };

/** A legal page with its Markdown body rendered to HTML: run at build time only (the route's loader). */
export function withHtml({ body, ...page }: LegalContent): LegalHtml {
  return { ...page, html: renderToStaticMarkup(<Markdown>{body}</Markdown>) };
}
