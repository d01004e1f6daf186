import type { Route } from './+types/legal';
import { getLegal } from '~/content';
import { pageMeta } from '~/seo/meta';
import { LegalPage } from '~/templates/LegalPage/LegalPage';
import type { PageHandle } from './handle';
import { lastSegment, notFoundResponse } from './slug';

// The Markdown becomes HTML here, at build time: the loader never reaches the browser, nor the renderer.
export function loader({ url }: Route.LoaderArgs) {
  return getLegal(lastSegment(url), import.meta.env.BASE_URL) ?? notFoundResponse();
}

export const handle: PageHandle = {};

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  pageMeta(loaderData?.seo, matches[0]?.loaderData, location.pathname, { type: 'article' });

export default function Legal({ loaderData }: Route.ComponentProps) {
  return <LegalPage page={loaderData} />;
}
