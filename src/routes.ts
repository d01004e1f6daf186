import { index, route, type RouteConfig } from '@react-router/dev/routes';
import { allLegals } from '../.contentlayer/generated/index.mjs';
import { REQUEST_PATH, routePattern, SAMPLE_ROUTE, siteRoutes, TRADE_INDEX_PATH, TRADE_ROUTE } from './paths';

// One entry per legal file (a handful); every trade page comes from one dynamic route (TRADE_ROUTE), whose
// static siblings rank first.
const legals = siteRoutes({ trades: [], samples: [], legals: allLegals }).filter((page) => page.kind === 'legal');

export default [
  index('routes/home.tsx'),
  route(routePattern(REQUEST_PATH), 'routes/request.tsx'),
  route(routePattern(TRADE_INDEX_PATH), 'routes/trade-index.tsx'),
  ...legals.map((page) => route(routePattern(page.path), 'routes/legal.tsx', { id: `legal-${page.slug}` })),
  route(TRADE_ROUTE, 'routes/trade.tsx'),
  route(SAMPLE_ROUTE, 'routes/sample.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
