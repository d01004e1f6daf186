// The data the editor downloads beside its page (src/admin/editorData.ts): the facts the content rules need about
// the rest of the site, and the site-wide data its previews' header and footer show, read from content/ as written.
import path from 'node:path';
import { contentIndex } from '../../src/check/content.ts';
import { boundedTrades } from '../../src/content/footer.ts';
import { fillTokens, siteTokens } from '../../src/content/tokens.ts';
import { tradePath } from '../../src/paths.ts';
import { deployContext, siteUrl } from '../../src/deploy.ts';
import { publicFiles, readSources } from '../content/check.ts';

type Data = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function readEditorData(root = process.cwd()) {
  const sources = readSources(root);
  const data = (relative: string): Data => sources.find((source) => source.relative === relative)?.data ?? {};
  const tokens = siteTokens(data('site.yaml'));
  const links = sources
    .filter((source) => /^trades\/[^/]+\.md$/.test(source.relative))
    .map((source) => {
      const slug = path.basename(source.relative, '.md');
      return { slug, name: text(source.data.name), href: tradePath(slug) };
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'fr'));
  const site = fillTokens(data('site.yaml'), tokens);
  return {
    index: contentIndex(sources, publicFiles(path.join(root, 'public'))),
    root: {
      site,
      siteUrl: siteUrl(text(site.url), process.env),
      preview: deployContext(process.env).preview,
      footerTrades: boundedTrades(links, text(data('pages/trade-index.yaml').footerLink)),
      notFound: fillTokens(data('pages/not-found.yaml'), tokens),
    },
  };
}
