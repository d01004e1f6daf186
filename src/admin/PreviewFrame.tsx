import { Alert, MantineProvider, type MantineThemeOverride } from '@mantine/core';
import { Component, createContext, use, useMemo, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { agencyTheme, cssVariablesResolver } from '~/theme';
import { InEditorPreview } from '~/ui/editorPreview';
import { editorData, type PreviewRoot } from './editorData';
import { FieldLinks } from './FieldLinks';
import { TEXTS } from './texts';

const Page = createContext<{ page: ReactNode; content: unknown }>({ page: null, content: null });

/** Whatever a template throws on a draft, the pane shows a short French message, and the page again once it renders. */
class PreviewBoundary extends Component<{ content: unknown; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidUpdate(previous: { content: unknown }) {
    if (this.state.failed && previous.content !== this.props.content) this.setState({ failed: false });
  }
  override render() {
    return this.state.failed ? <PreviewError /> : this.props.children;
  }
}

function PreviewError() {
  return (
    <Alert color="orange" title={TEXTS.previewErrorTitle} m="xl" role="alert">
      {TEXTS.previewError}
    </Alert>
  );
}

function CurrentPage() {
  const { page, content } = use(Page);
  return <PreviewBoundary content={content}>{page}</PreviewBoundary>;
}

type FrameProps = { document: Document; content: unknown; theme?: MantineThemeOverride; site?: PreviewRoot['site']; children: ReactNode };

/**
 * The context a template has on the site, inside the preview pane's frame: the root route's data (site texts,
 * trade links), a router for its links, and the Mantine theme with its CSS variables on the frame's document.
 * `content` is the entry being previewed: when it changes, a preview that failed is drawn again. `site`: the site's
 * settings as they are being edited.
 */
export function PreviewFrame({ document: frame, content, theme = agencyTheme, site, children }: FrameProps) {
  const saved = editorData().root;
  // The site's settings being edited take the place of the saved ones (the settings' own preview).
  const root = useMemo(() => (site ? { ...saved, site } : saved), [saved, site]);
  const router = useMemo(
    () =>
      createMemoryRouter(
        [{ id: 'root', path: '*', loader: () => root, Component: CurrentPage, ErrorBoundary: PreviewError, HydrateFallback: () => null }],
        { hydrationData: { loaderData: { root } } },
      ),
    [root],
  );
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      forceColorScheme="light"
      getRootElement={() => frame.documentElement}
    >
      <InEditorPreview value>
        <Page value={{ page: children, content }}>
          <RouterProvider router={router} />
        </Page>
      </InEditorPreview>
      <FieldLinks document={frame} />
    </MantineProvider>
  );
}
