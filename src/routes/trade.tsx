import type { Route } from './+types/trade';
import { getTrade } from '~/content';
import { pageMeta } from '~/seo/meta';
import { TradePage } from '~/templates/TradePage/TradePage';
import { lastSegment, notFoundResponse } from './slug';

export function loader({ request }: Route.LoaderArgs) {
  return getTrade(lastSegment(request).replace(/^site-internet-/, '')) ?? notFoundResponse();
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  pageMeta(loaderData?.seo, matches[0]?.loaderData, location.pathname);

export default function Trade({ loaderData }: Route.ComponentProps) {
  return <TradePage page={loaderData} />;
}
