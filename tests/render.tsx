import { MantineProvider } from '@mantine/core';
import { render as testingRender } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { footerTrades, landing, notFound, requestPage, site } from '~/content';
import { agencyTheme } from '~/theme';

export const rootData = () => ({ site: site(), siteUrl: site().url, preview: false, footerTrades: footerTrades(), notFound: notFound() });
export { landing, requestPage };

/**
 * Renders a component inside Mantine and a router whose root route carries the real site content,
 * as the prerendered pages do. `path` sets the current location.
 */
export function render(ui: React.ReactNode, { path = '/' } = {}) {
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: rootData,
        children: [
          { path: '*', element: ui },
          { index: true, element: ui },
        ],
      },
    ],
    { initialEntries: [path], hydrationData: { loaderData: { root: rootData() } } },
  );
  return testingRender(
    <MantineProvider theme={agencyTheme}>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
}
