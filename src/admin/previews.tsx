import carouselCss from '@mantine/carousel/styles.css?inline';
import mantineCss from '@mantine/core/styles.css?inline';
import type { CMS } from 'decap-cms-core';
import { renderToStaticMarkup } from 'react-dom/server';
import Markdown from 'react-markdown';
import siteCss from '~/global.css?inline';
import { LandingPage } from '~/templates/LandingPage/LandingPage';
import { LegalPage } from '~/templates/LegalPage/LegalPage';
import { withHtml } from '~/templates/LegalPage/legalHtml';
import { SampleSite } from '~/templates/SampleSite/SampleSite';
import { TradePage } from '~/templates/TradePage/TradePage';
import { sampleTheme } from '~/theme';
import { Shell } from '~/ui/Shell/Shell';
import { landingOf, legalOf, sampleOf, tradeOf, type Entry } from './entryData';
import { PreviewFrame } from './PreviewFrame';

type PreviewProps = { entry: Entry; document: Document };

/**
 * The body as the build renders it (contentlayer's Markdown to HTML): links and images limited to safe
 * addresses, raw HTML shown as text, never run.
 */
const markdownHtml = (body = '') => renderToStaticMarkup(<Markdown>{body}</Markdown>);

function TradePreview({ entry, document }: PreviewProps) {
  const { body, ...trade } = tradeOf(entry);
  return (
    <PreviewFrame document={document}>
      <Shell>
        <TradePage page={{ ...trade, bodyHtml: markdownHtml(body) }} />
      </Shell>
    </PreviewFrame>
  );
}

function LegalPreview({ entry, document }: PreviewProps) {
  return (
    <PreviewFrame document={document}>
      <Shell>
        <LegalPage page={withHtml(legalOf(entry))} />
      </Shell>
    </PreviewFrame>
  );
}

function LandingPreview({ entry, document }: PreviewProps) {
  return (
    <PreviewFrame document={document}>
      <Shell>
        <LandingPage page={landingOf(entry)} />
      </Shell>
    </PreviewFrame>
  );
}

function SamplePreview({ entry, document }: PreviewProps) {
  const sample = sampleOf(entry);
  return (
    <PreviewFrame document={document} theme={sample.theme ? sampleTheme(sample.theme) : undefined}>
      <SampleSite site={sample} />
    </PreviewFrame>
  );
}

// Contract: docs/framework-contracts.md#preview-frame-css
/**
 * The site's styles inside the preview frame: all of Mantine's (the site imports each component's on its own) and the site's global CSS, then every stylesheet
 * the admin page loads for the templates (files once built, <style> elements from the dev server), including
 * those of blocks whose code loads later.
 */
function registerStyles(cms: CMS) {
  for (const css of [mantineCss, carouselCss, siteCss]) cms.registerPreviewStyle(css, { raw: true });
  const seen = new Set<Node>();
  const register = () => {
    for (const node of document.head.querySelectorAll<HTMLLinkElement | HTMLStyleElement>(
      'link[rel="stylesheet"], style[data-vite-dev-id]',
    )) {
      if (seen.has(node)) continue;
      seen.add(node);
      if (node instanceof HTMLLinkElement) cms.registerPreviewStyle(node.href);
      else cms.registerPreviewStyle(node.textContent ?? '', { raw: true });
    }
  };
  register();
  new MutationObserver(register).observe(document.head, { childList: true });
}

export function registerPreviews(cms: CMS) {
  registerStyles(cms);
  cms.registerPreviewTemplate('trades', TradePreview as never);
  cms.registerPreviewTemplate('legal', LegalPreview as never);
  cms.registerPreviewTemplate('samples', SamplePreview as never);
  cms.registerPreviewTemplate('landing', LandingPreview as never);
}
