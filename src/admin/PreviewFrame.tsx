import { Alert, MantineProvider, type MantineThemeOverride } from '@mantine/core';
import { Component, createContext, use, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useRevalidator, useRouteLoaderData } from 'react-router';
import { agencyTheme, cssVariablesResolver } from '~/theme';
import { InEditorPreview } from '~/ui/editorPreview';
import { editorData, type PreviewRoot } from './editorData';
import { FieldLinks } from './FieldLinks';
import { PreviewWidth } from './PreviewWidth';
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

/** The root route's data the frame hands its router last; its loader reads it. */
const Root = createContext<PreviewRoot | null>(null);
/** The same, by frame: what the router's loader returns when FollowRoot has it run again. */
const rootOfFrame = new WeakMap<Document, PreviewRoot>();

/**
 * The router keeps the root data it was created with (RouterProvider holds its first state): when the frame is handed
 * other data (the settings being typed, the saved site after a publish), its loader runs again and reads them.
 */
function FollowRoot() {
  const root = use(Root);
  const shown = useRouteLoaderData('root');
  const { revalidate } = useRevalidator();
  useEffect(() => {
    if (root && shown !== root) void revalidate();
  }, [root, shown, revalidate]);
  return null;
}

function CurrentPage() {
  const { page, content } = use(Page);
  return (
    <>
      <FollowRoot />
      <PreviewBoundary content={content}>{page}</PreviewBoundary>
    </>
  );
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
  // Set before FollowRoot's effect has the loader run again: layout effects come before effects.
  useLayoutEffect(() => {
    rootOfFrame.set(frame, root);
  }, [frame, root]);
  const [router] = useState(() =>
    createMemoryRouter(
      [
        {
          id: 'root',
          path: '*',
          loader: () => rootOfFrame.get(frame) ?? root,
          Component: CurrentPage,
          ErrorBoundary: PreviewError,
          HydrateFallback: () => null,
        },
      ],
      { hydrationData: { loaderData: { root } } },
    ),
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
          <Root value={root}>
            <RouterProvider router={router} />
          </Root>
        </Page>
      </InEditorPreview>
      <FieldLinks document={frame} />
      <PreviewWidth document={frame} />
    </MantineProvider>
  );
}
