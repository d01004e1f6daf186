import type { Route } from './+types/home';
import { landing } from '~/content';
import { pageMeta } from '~/seo/meta';
import { LandingPage } from '~/templates/LandingPage/LandingPage';
import type { PageHandle } from './handle';

export function loader() {
  return landing();
}

// The portfolio is an island; campaigns land here: the page loads the site's script.
export const handle: PageHandle = { script: true };

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  pageMeta(loaderData?.seo, matches[0]?.loaderData, location.pathname);

export default function Home({ loaderData }: Route.ComponentProps) {
  return <LandingPage page={loaderData} />;
}
