import { index, route, type RouteConfig } from '@react-router/dev/routes';
import { allLegals, allTrades } from '../.contentlayer/generated/index.mjs';

// One entry per content file: React Router has no partial dynamic segment for /site-internet-{slug}.
export default [
  index('routes/home.tsx'),
  route('demande', 'routes/request.tsx'),
  ...allLegals.map((doc) => route(doc.slug, 'routes/legal.tsx', { id: `legal-${doc.slug}` })),
  ...allTrades.map((doc) => route(`site-internet-${doc.slug}`, 'routes/trade.tsx', { id: `trade-${doc.slug}` })),
  route('sites/:slug', 'routes/sample.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
