// The request form's island: its own client entry (vite.island.config.ts), loaded by the request page after its first
// paint. It hydrates the form's container with the props the page wrote beside it, inside the same Mantine provider
// as the page's body, after keeping what the visitor may have typed already.
import { MantineProvider } from '@mantine/core';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { agencyTheme, bodyProviderProps } from '~/theme';
import type { RequestFormProps } from './RequestForm';
import { ISLAND_PROPS_ID, ISLAND_ROOT_ID, RequestIsland } from './RequestIsland';
import { keepTypedBeforeHydration } from './typedEarly';

const container = document.getElementById(ISLAND_ROOT_ID);
const data = document.getElementById(ISLAND_PROPS_ID)?.textContent;
if (!container || !data) throw new Error(`The request form's island needs #${ISLAND_ROOT_ID} and #${ISLAND_PROPS_ID} in the page`);
const props = JSON.parse(data) as RequestFormProps;
keepTypedBeforeHydration(container);

/** The island's React root (a test unmounts it when it is done). */
export const root = hydrateRoot(
  container,
  <StrictMode>
    <MantineProvider theme={agencyTheme} {...bodyProviderProps}>
      <RequestIsland {...props} />
    </MantineProvider>
  </StrictMode>,
);
