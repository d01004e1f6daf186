import type { Route } from './+types/request';
import { requestPage, site } from '~/content';
import { buildDirectory } from '~/deploy';
import { formEndpoint } from '~/request/endpoint';
import { islandFiles } from '~/request/island.server';
import { visitOriginScript } from '~/request/noteVisitOrigin';
import { pageMeta } from '~/seo/meta';
import { RequestPage } from '~/templates/RequestPage/RequestPage';
import type { PageHandle } from './handle';

export { shouldRevalidate } from './revalidate';

// The form is the page's one interactive part: an island of its own (vite.island.config.ts) hydrates it, so the page
// ships no React Router script. Campaigns land here: the page notes where the visit came from, as the others do.
export const handle: PageHandle = {
  scripts: false,
  inlineScripts: [visitOriginScript(import.meta.env.BASE_URL)],
};

export function loader() {
  const { form, phone, email } = site();
  return {
    page: requestPage(),
    endpoint: formEndpoint(form.endpoint),
    timeoutMs: form.timeoutMs,
    contact: { phone, email },
    // The dev server keeps React Router's scripts on every page (content saves, the error overlay): no island there.
    island: import.meta.env.DEV ? null : `${import.meta.env.BASE_URL}${islandFiles(buildDirectory(process.env)).entry}`,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  pageMeta(loaderData?.page.seo, matches[0]?.loaderData, location.pathname);

export default function Request({ loaderData }: Route.ComponentProps) {
  return <RequestPage {...loaderData} />;
}
