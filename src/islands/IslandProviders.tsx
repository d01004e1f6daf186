import { MantineProvider } from '@mantine/core';
import { agencyTheme, bodyProviderProps } from '~/theme';

/** What wraps an island's component, in the prerendered page and in the browser alike: the agency's Mantine theme. */
export function IslandProviders({ children }: { children: React.ReactNode }) {
  return (
    <MantineProvider theme={agencyTheme} {...bodyProviderProps}>
      {children}
    </MantineProvider>
  );
}
