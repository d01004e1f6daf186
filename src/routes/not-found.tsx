import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type { Route } from './+types/not-found';
import { pageMeta } from '~/seo/meta';
import { NotFound } from '~/templates/NotFound/NotFound';
import { useRootData } from '~/ui/useRootData';
import type { PageHandle } from './handle';

const LOG = '404 Error: User attempted to access non-existent route:';

// 404.html ships no scripts but this one line, allowed by its hash in the page's Content-Security-Policy.
export const handle: PageHandle = {};

// No loader: the page must render on any unknown path, where no data file exists.
export const meta: Route.MetaFunction = ({ matches, location }) => [
  ...pageMeta(matches[0]?.loaderData?.notFound.seo, matches[0]?.loaderData, location.pathname),
  { name: 'robots', content: 'noindex' },
];

/** The not-found page at the current address; the trade route shows it too for an unknown one-segment address. */
export default function NotFoundRoute() {
  const { pathname } = useLocation();
  const content = useRootData()?.notFound;
  // Reached by a client-side navigation, the page logs from here (React does not run the inline script it inserts).
  useEffect(() => {
    console.error(LOG, pathname);
  }, [pathname]);
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: `console.error(${JSON.stringify(LOG)},location.pathname)` }} />
      {content ? <NotFound page={content} /> : null}
    </>
  );
}
