import type { Route } from './+types/home';
import { landing } from '~/content';
import { pageMeta } from '~/seo/meta';
import { LandingPage } from '~/templates/LandingPage/LandingPage';
import { heroVideoScript } from '~/blocks/Hero/video';
import { portfolioScript } from '~/blocks/Portfolio/autoplay';
import { visitOriginScript } from '~/request/noteVisitOrigin';
import type { PageHandle } from './handle';

export { shouldRevalidate } from './revalidate';

export function loader() {
  return landing();
}

// The landing's interactive parts, the demo video and the portfolio's motion, bring their own small scripts: the page
// needs no React in the browser. Campaigns land here too: the page notes where the visit came from.
export const handle: PageHandle = {
  scripts: false,
  inlineScripts: [visitOriginScript(import.meta.env.BASE_URL), heroVideoScript, portfolioScript],
};

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  pageMeta(loaderData?.seo, matches[0]?.loaderData, location.pathname);

export default function Home({ loaderData }: Route.ComponentProps) {
  return <LandingPage page={loaderData} />;
}
