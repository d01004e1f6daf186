// Every Markdown body of the site becomes HTML here, and nowhere else: trade pages and legal pages at build time (their
// route's loader, so pages ship no Markdown renderer), and the editor's previews of both.
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import Markdown, { type Components, type Options } from 'react-markdown';
import { isLinkAddress } from '~/check/addresses';
import { pageHref } from '~/paths';
import { remarkTokens } from './remarkTokens';

type Rendering = {
  /** The site's {tokens} (src/content/tokens.ts), filled after the Markdown is read: in texts as text. */
  tokens: Readonly<Record<string, string>>;
  /** The deploy's base path (BASE_PATH): internal links are plain <a> elements written once, so they carry it. */
  base?: string;
  /** More remark plugins, after the tokens: the editor's preview marks the body's blocks (src/admin/bodyBlocks.ts). */
  plugins?: NonNullable<Options['remarkPlugins']>;
};

/** An internal link as content writes it (/cgv) in the site's address form (/cgv/), under the base path. */
function linkOf(href: string, base: string): string {
  const page = pageHref(href);
  return page.startsWith('/') && !page.startsWith('//') ? `${base}${page.slice(1)}` : page;
}

/** Addresses by allowlist (src/check/addresses.ts): a refused one is emptied, and its element goes (allowElement). */
const urlTransform: Options['urlTransform'] = (url) => (isLinkAddress(url) ? url : '');

/** A link or an image left without an address keeps its text and nothing else: no <a href=""> that leads nowhere. */
const allowElement: Options['allowElement'] = (element) =>
  !(element.tagName === 'a' && !element.properties.href) && !(element.tagName === 'img' && !element.properties.src);

/** A Markdown body as HTML: raw HTML in it left out, never run; {tokens} filled as text. */
export function markdownHtml(markdown: string, { tokens, base = '/', plugins = [] }: Rendering): string {
  const components: Components = {
    a: ({ href = '', children }: { href?: string; children?: ReactNode }) => <a href={linkOf(href, base)}>{children}</a>,
  };
  return renderToStaticMarkup(
    <Markdown
      remarkPlugins={[[remarkTokens, tokens], ...plugins]}
      urlTransform={urlTransform}
      allowElement={allowElement}
      unwrapDisallowed
      skipHtml
      components={components}
    >
      {markdown}
    </Markdown>,
  );
}
