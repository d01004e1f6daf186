import { MantineProvider, type MantineThemeOverride } from '@mantine/core';
import { Component, createContext, use, useMemo, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { footerTrades, notFound, site } from '~/content';
import type { loader } from '~/root';
import { agencyTheme, cssVariablesResolver } from '~/theme';

const rootData: ReturnType<typeof loader> = {
  site: site(),
  siteUrl: site().url,
  preview: true,
  footerTrades: footerTrades(),
  notFound: notFound(),
};

const Page = createContext<ReactNode>(null);
const CurrentPage = () => use(Page);

/** Shows what went wrong instead of a blank pane while an entry is half filled in. */
class PreviewBoundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <pre role="alert">{this.state.error.message}</pre> : this.props.children;
  }
}

type FrameProps = { document: Document; theme?: MantineThemeOverride; children: ReactNode };

// Contract: docs/framework-contracts.md#preview-frame-scheme
/**
 * The context a template has on the site, inside the preview pane's frame: the root route's data (site texts,
 * trade links), a router for its links, and the Mantine theme with its CSS variables on the frame's document.
 */
export function PreviewFrame({ document: frame, theme = agencyTheme, children }: FrameProps) {
  const router = useMemo(
    () =>
      createMemoryRouter([{ id: 'root', path: '*', loader: () => rootData, Component: CurrentPage, HydrateFallback: () => null }], {
        hydrationData: { loaderData: { root: rootData } },
      }),
    [],
  );
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      forceColorScheme="light"
      getRootElement={() => frame.documentElement}
    >
      <PreviewBoundary key={JSON.stringify(theme)}>
        <Page value={children}>
          <RouterProvider router={router} />
        </Page>
      </PreviewBoundary>
    </MantineProvider>
  );
}
