import { index, route, type RouteConfig } from '@react-router/dev/routes';
import { allLegals, allSamples, allTrades } from '../.contentlayer/generated/index.mjs';
import { REQUEST_PATH, routePattern, SAMPLE_ROUTE, siteRoutes, TRADE_INDEX_PATH } from './paths';

// One entry per legal and trade file: React Router has no partial dynamic segment for a trade's address.
const pages = siteRoutes({ trades: allTrades, samples: allSamples, legals: allLegals });
const entry = (kind: 'legal' | 'trade', file: string) =>
  pages.filter((page) => page.kind === kind).map((page) => route(routePattern(page.path), file, { id: `${kind}-${page.slug}` }));

export default [
  index('routes/home.tsx'),
  route(routePattern(REQUEST_PATH), 'routes/request.tsx'),
  route(routePattern(TRADE_INDEX_PATH), 'routes/trade-index.tsx'),
  ...entry('legal', 'routes/legal.tsx'),
  ...entry('trade', 'routes/trade.tsx'),
  route(SAMPLE_ROUTE, 'routes/sample.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
