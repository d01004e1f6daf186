// The preview pane draws each entry with the site's own templates, from the entry as it is being written:
// completed where it is still empty (src/admin/draft.ts), its {tokens} filled as the build fills them.
import type { CMS } from 'decap-cms-core';
import type { ReactNode } from 'react';
import type { LandingContent, LegalContent, NotFoundContent, RequestContent, SampleContent, SiteContent, TradeContent } from '~/content';
import { fillTokens, siteTokens } from '~/content/tokens';
import { markdownHtml } from '~/markdown/markdownHtml';
import { LandingPage } from '~/templates/LandingPage/LandingPage';
import { LegalPage } from '~/templates/LegalPage/LegalPage';
import { NotFound } from '~/templates/NotFound/NotFound';
import { RequestPage } from '~/templates/RequestPage/RequestPage';
import { SampleSite } from '~/templates/SampleSite/SampleSite';
import { TradePage } from '~/templates/TradePage/TradePage';
import { sampleTheme } from '~/theme';
import { Shell } from '~/ui/Shell/Shell';
import { markEntry } from '~/ui/field';
import { markBodyBlocks } from './bodyBlocks';
import { completeDraft } from './draft';
import { editorData } from './editorData';
import { fieldsOf, typeOfCollection, typeOfEntry, type EntryMap } from './entry';
import type { TypeDef } from '~/check/document';
import { PreviewFrame } from './PreviewFrame';
import { SettingsSheet } from './SettingsSheet';
import { withUploads } from './uploads';

type PreviewProps = { entry: EntryMap; document: Document };

/** The site's {tokens} as saved: every preview but the settings' own fills them in. */
const savedTokens = () => editorData().index.tokens;

/** A Markdown body in the preview: each of its blocks a way into its place in the body's editor (./bodyBlocks.ts). */
const bodyHtml = (body: string) => markdownHtml(body, { tokens: savedTokens(), plugins: [markBodyBlocks('body')] });

/**
 * The entry's content as its template reads it: complete, tokens filled (`tokens`), its Markdown body as written
 * (markdownHtml fills it). The draft is not checked yet (the checks run under the fields and before a save); its
 * types are the schema's, filled in by completeDraft. Each preview hands its template the content marked with
 * `markEntry` (src/ui/field.ts): each element drawn from a field links to it (click-to-edit). A file uploaded with
 * the entry shows from the browser until it is saved (src/admin/uploads.tsx).
 */
function contentOf<T>(entry: EntryMap, tokens = savedTokens(), def: TypeDef | undefined = typeOfEntry(entry)): T & { body: string } {
  const { body, ...fields } = fieldsOf(entry);
  const complete = def ? completeDraft(def, fields) : fields;
  const filled = fillTokens(withUploads(entry, { ...complete, slug: entry.get('slug') ?? '' }), tokens);
  return { ...filled, body: typeof body === 'string' ? body : '' } as unknown as T & { body: string };
}

/** An agency page in the preview pane: the frame, with the site's header and footer around the template. */
function AgencyFrame({ entry, document, site, children }: PreviewProps & { site?: SiteContent; children: ReactNode }) {
  return (
    <PreviewFrame document={document} content={entry} site={site}>
      <Shell>{children}</Shell>
    </PreviewFrame>
  );
}

/**
 * A trade page; `def` the trade's type, for the model of new trades (a trade page's blocks, its own texts empty): only
 * the model's own fields lead to a field then.
 */
function TradePreview(props: PreviewProps & { def?: TypeDef }) {
  const { body, ...trade } = contentOf<Omit<TradeContent, 'bodyHtml'>>(props.entry, savedTokens(), props.def);
  const own = props.def && Object.keys(typeOfEntry(props.entry)?.fields ?? {});
  return (
    <AgencyFrame {...props}>
      <TradePage page={markEntry({ ...trade, bodyHtml: bodyHtml(body) }, own)} />
    </AgencyFrame>
  );
}

/** The model of new trade pages, drawn as a new trade page starts: its blocks, the page's own texts still empty. */
function TradeModelPreview(props: PreviewProps) {
  return <TradePreview {...props} def={typeOfCollection('trades')} />;
}

function LegalPreview(props: PreviewProps) {
  const { body, ...legal } = contentOf<Omit<LegalContent, 'html'>>(props.entry);
  return (
    <AgencyFrame {...props}>
      <LegalPage page={markEntry({ ...legal, html: bodyHtml(body) })} />
    </AgencyFrame>
  );
}

function LandingPreview(props: PreviewProps) {
  return (
    <AgencyFrame {...props}>
      <LandingPage page={markEntry(contentOf<LandingContent>(props.entry))} />
    </AgencyFrame>
  );
}

/** The request page as a visitor sees it; a send from the preview goes nowhere. */
function RequestPreview(props: PreviewProps) {
  const { site } = editorData().root;
  return (
    <AgencyFrame {...props}>
      <RequestPage
        page={markEntry(contentOf<RequestContent>(props.entry))}
        endpoint="about:blank"
        timeoutMs={site.form.timeoutMs}
        contact={site}
      />
    </AgencyFrame>
  );
}

function NotFoundPreview(props: PreviewProps) {
  return (
    <AgencyFrame {...props}>
      <NotFound page={markEntry(contentOf<NotFoundContent>(props.entry))} />
    </AgencyFrame>
  );
}

/**
 * The site's settings show in the header and the footer of every page: the frame draws them around the settings, as
 * they are being typed, their own {tokens} ({brand} in the copyright line) filled from the same draft.
 */
function SitePreview(props: PreviewProps) {
  const site = markEntry(contentOf<SiteContent>(props.entry, siteTokens(fieldsOf(props.entry))));
  return (
    <AgencyFrame {...props} site={site}>
      <SettingsSheet site={site} />
    </AgencyFrame>
  );
}

function SamplePreview({ entry, document }: PreviewProps) {
  const sample = markEntry(contentOf<SampleContent>(entry));
  return (
    <PreviewFrame document={document} content={entry} theme={sample.theme ? sampleTheme(sample.theme) : undefined}>
      <SampleSite site={sample} />
    </PreviewFrame>
  );
}

/**
 * The site's stylesheets inside the preview frame: Mantine's and the site's global styles as text (they would
 * restyle the editor's own page), and the admin build's one stylesheet (cssCodeSplit off), which holds every
 * template's and block's CSS modules, by its address.
 */
export function registerPreviewStyles(cms: CMS, globalStyles: readonly string[]) {
  for (const css of globalStyles) cms.registerPreviewStyle(css, { raw: true });
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) cms.registerPreviewStyle(link.href);
}

export function registerPreviews(cms: CMS) {
  cms.registerPreviewTemplate('trades', TradePreview as never);
  cms.registerPreviewTemplate('trade-model', TradeModelPreview as never);
  cms.registerPreviewTemplate('legal', LegalPreview as never);
  cms.registerPreviewTemplate('samples', SamplePreview as never);
  cms.registerPreviewTemplate('landing', LandingPreview as never);
  cms.registerPreviewTemplate('demande', RequestPreview as never);
  cms.registerPreviewTemplate('not-found', NotFoundPreview as never);
  cms.registerPreviewTemplate('site', SitePreview as never);
}
