import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type { Route } from './+types/not-found';
import { pageMeta } from '~/seo/meta';
import { NotFound } from '~/templates/NotFound/NotFound';
import { useRootData } from '~/ui/useRootData';

// No loader: the page must render on any unknown path, where no data file exists.
export const meta: Route.MetaFunction = ({ matches, location }) => [
  ...pageMeta(matches[0]?.loaderData?.notFound.seo, matches[0]?.loaderData, location.pathname),
  { name: 'robots', content: 'noindex' },
];

export default function NotFoundRoute() {
  const { pathname } = useLocation();
  const content = useRootData()?.notFound;
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return content ? <NotFound page={content} /> : null;
}
