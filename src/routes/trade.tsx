import { isRouteErrorResponse } from 'react-router';
import type { Route } from './+types/trade';
import { getTrade } from '~/content';
import { tradeService } from '~/seo/jsonLd';
import { canonical, pageMeta } from '~/seo/meta';
import { tradeSlugOf } from '~/paths';
import { TradePage } from '~/templates/TradePage/TradePage';
import type { PageHandle } from './handle';
import NotFoundRoute from './not-found';
import { lastSegment, notFoundResponse } from './slug';

export function loader({ url }: Route.LoaderArgs) {
  const slug = tradeSlugOf(lastSegment(url));
  return (slug && getTrade(slug, import.meta.env.BASE_URL)) || notFoundResponse();
}

// The carousel is an island (a locked trade's stays still behind its overlay); campaigns land here: the page loads
// the site's script either way.
export const handle: PageHandle = { script: true };

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const shell = matches[0]?.loaderData;
  if (!loaderData) return [...pageMeta(shell?.notFound.seo, shell, location.pathname), { name: 'robots', content: 'noindex' }];
  if (!shell) return [];
  const structured = tradeService(loaderData, shell.site, shell.siteUrl, canonical(shell, location.pathname));
  return pageMeta(loaderData.seo, shell, location.pathname, { structured });
};

export default function Trade({ loaderData }: Route.ComponentProps) {
  return <TradePage page={loaderData} />;
}

/**
 * A one-segment address that names no trade, reached by a client-side navigation (its data file answers 404):
 * the not-found page. Any other error goes on to the root's error page.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundRoute />;
  throw error;
}
