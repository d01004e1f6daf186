// The folder of each island's own modules: the build gives them a chunk of their own (tooling/build/islands.ts), which
// holds nothing of the pages. Plain data, read by the build's configuration.
import type { IslandName } from './registry.ts';

export const islandFolders = {
  'sector-carousel': 'src/blocks/SectorCarousel',
  'demo-video': 'src/blocks/DemoVideo',
  portfolio: 'src/blocks/PortfolioCarousel',
  'request-form': 'src/request',
} satisfies Record<IslandName, string>;
