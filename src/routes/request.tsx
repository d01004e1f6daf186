import type { Route } from './+types/request';
import { requestPage, site } from '~/content';
import { formEndpoint } from '~/request/endpoint';
import { pageMeta } from '~/seo/meta';
import { RequestPage } from '~/templates/RequestPage/RequestPage';
import type { PageHandle } from './handle';

// The form is an island; campaigns land here: the page loads the site's script.
export const handle: PageHandle = { script: true };

export function loader() {
  const { form, phone, email } = site();
  return {
    page: requestPage(),
    endpoint: formEndpoint(form.endpoint),
    timeoutMs: form.timeoutMs,
    contact: { phone, email },
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  pageMeta(loaderData?.page.seo, matches[0]?.loaderData, location.pathname);

export default function Request({ loaderData }: Route.ComponentProps) {
  return <RequestPage {...loaderData} />;
}
