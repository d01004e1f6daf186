import { MantineProvider } from '@mantine/core';
import { createContext } from 'react';
import { agencyTheme, bodyProviderProps } from '~/theme';

/**
 * Whether the island's tree is the one the server draws to HTML and the browser hydrates (true), or a tree drawn in
 * the browser alone, as the editor's previews and the component tests draw pages (false). An island that stays its
 * HTML until the visitor's first move in it (the request form) reads it.
 */
export const Prerendered = createContext(false);

/**
 * What wraps an island's component, in the prerendered page and in the browser alike: the agency's Mantine theme.
 * `prerendered`: on the server and when hydrating.
 */
export function IslandProviders({ children, prerendered = false }: { children: React.ReactNode; prerendered?: boolean }) {
  return (
    <Prerendered value={prerendered}>
      <MantineProvider theme={agencyTheme} {...bodyProviderProps}>
        {children}
      </MantineProvider>
    </Prerendered>
  );
}
