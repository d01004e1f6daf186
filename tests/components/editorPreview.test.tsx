// The editor's preview pane: an entry being written is drawn by the site's templates from what it has, and a template
// that cannot draw it shows a short French message, then the page again once the entry changes.
import { render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { completeDraft } from '~/admin/draft';
import { refreshEditorData } from '~/admin/editorData';
import { PreviewFrame } from '~/admin/PreviewFrame';
import { TEXTS } from '~/admin/texts';
import type { TypeDef } from '~/check/document';
import { typeOfFile } from '~/check/document';
import type { LandingContent, LegalContent, SampleContent, TradeContent } from '~/content';
import { LandingPage } from '~/templates/LandingPage/LandingPage';
import { LegalPage } from '~/templates/LegalPage/LegalPage';
import { SampleSite } from '~/templates/SampleSite/SampleSite';
import { TradePage } from '~/templates/TradePage/TradePage';
import { Shell } from '~/ui/Shell/Shell';
import { rootData } from '../render';

// The width switch sizes Decap's preview frame inside its pane, which a test document has not: it is tested in the
// editor itself (tests/editor/previewWidth.spec.ts). Here, what the frame draws.
vi.mock('~/admin/PreviewWidth', () => ({ PreviewWidth: () => null }));

beforeAll(async () => {
  // What /admin/editor-data.json answers: the site's root data, and the facts of the rules.
  const data = { index: { pages: [], files: [], values: {}, tokens: {} }, root: rootData() };
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify(data)));
  await refreshEditorData();
  vi.unstubAllGlobals();
});

const empty = (file: string) => completeDraft(typeOfFile(file) as TypeDef, {});

describe('an empty new entry previews with what it has', () => {
  test.each([
    ['trades/nouveau.md', (draft: object) => <TradePage page={{ ...(draft as TradeContent), slug: '', bodyHtml: '' }} />],
    ['legal/nouveau.md', (draft: object) => <LegalPage page={{ ...(draft as LegalContent), slug: '', html: '' }} />],
    ['pages/landing.yaml', (draft: object) => <LandingPage page={draft as LandingContent} />],
    ['samples/nouveau.yaml', (draft: object) => <SampleSite site={{ ...(draft as SampleContent), slug: '' }} />],
  ])('%s', async (file, template) => {
    render(
      <PreviewFrame document={document} content={file}>
        <Shell>{template(empty(file))}</Shell>
      </PreviewFrame>,
    );
    await waitFor(() => expect(document.querySelector('main, [data-sample]')).not.toBeNull());
    expect(screen.queryByText(TEXTS.previewErrorTitle)).toBeNull();
  });
});

function Broken(): never {
  throw new Error('Cannot read properties of undefined');
}

test('a template that throws shows the French message, never the router’s error page, and the page again once fixed', async () => {
  const { rerender } = render(
    <PreviewFrame document={document} content="a">
      <Broken />
    </PreviewFrame>,
  );
  await screen.findByText(TEXTS.previewErrorTitle);
  expect(screen.getByText(TEXTS.previewError)).toBeTruthy();
  expect(document.body.textContent).not.toMatch(/Unexpected Application Error|Hey developer|Cannot read/);
  rerender(
    <PreviewFrame document={document} content="b">
      <h1>Page réparée</h1>
    </PreviewFrame>,
  );
  await screen.findByText('Page réparée');
  expect(screen.queryByText(TEXTS.previewErrorTitle)).toBeNull();
});
