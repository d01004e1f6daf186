import type { Route } from './+types/trade';
import { getTrade } from '~/content';
import { tradeService } from '~/seo/jsonLd';
import { canonical, pageMeta } from '~/seo/meta';
import { tradeSlugOf } from '~/paths';
import { TradePage } from '~/templates/TradePage/TradePage';
import { lastSegment, notFoundResponse } from './slug';

export function loader({ request }: Route.LoaderArgs) {
  const slug = tradeSlugOf(lastSegment(request));
  return (slug && getTrade(slug)) || notFoundResponse();
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const shell = matches[0]?.loaderData;
  if (!loaderData || !shell) return [];
  const structured = tradeService(loaderData, shell.site, shell.siteUrl, canonical(shell, location.pathname));
  return pageMeta(loaderData.seo, shell, location.pathname, { structured });
};

export default function Trade({ loaderData }: Route.ComponentProps) {
  return <TradePage page={loaderData} />;
}
