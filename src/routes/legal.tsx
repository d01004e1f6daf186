import type { Route } from './+types/legal';
import { getLegal } from '~/content';
import { pageMeta } from '~/seo/meta';
import { LegalPage } from '~/templates/LegalPage/LegalPage';
import { lastSegment, notFoundResponse } from './slug';

export function loader({ request }: Route.LoaderArgs) {
  return getLegal(lastSegment(request)) ?? notFoundResponse();
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  pageMeta(loaderData?.seo, matches[0]?.loaderData, location.pathname, { type: 'article' });

export default function Legal({ loaderData }: Route.ComponentProps) {
  return <LegalPage page={loaderData} />;
}
