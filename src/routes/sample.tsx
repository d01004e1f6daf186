import type { Route } from './+types/sample';
import { getSample, type SampleContent } from '~/content';
import { pageMeta } from '~/seo/meta';
import { SampleSite } from '~/templates/SampleSite/SampleSite';
import type { PageHandle } from './handle';
import { notFoundResponse } from './slug';

export function loader({ params }: Route.LoaderArgs) {
  return getSample(params.slug) ?? notFoundResponse();
}

export const handle: PageHandle = {
  bare: true,
  look: (data) => {
    const sample = data as SampleContent | undefined;
    return sample && { lang: sample.lang, theme: sample.theme };
  },
};

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  pageMeta(loaderData?.seo, matches[0]?.loaderData, location.pathname);

export default function Sample({ loaderData }: Route.ComponentProps) {
  return <SampleSite site={loaderData} />;
}
