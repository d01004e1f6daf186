import type { Route } from './+types/trade-index';
import { tradeIndex } from '~/content';
import { pageMeta } from '~/seo/meta';
import { TradeIndexPage } from '~/templates/TradeIndexPage/TradeIndexPage';

export const loader = () => tradeIndex();

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  pageMeta(loaderData?.seo, matches[0]?.loaderData, location.pathname);

export default function TradeIndex({ loaderData }: Route.ComponentProps) {
  return <TradeIndexPage page={loaderData} />;
}
