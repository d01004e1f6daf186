import type { ShouldRevalidateFunction } from 'react-router';

/**
 * A revalidation at the same address in dev: `npm run dev` said the content changed, and the open page reloads
 * its data where it is (ContentRefresh). The root's rule: its shell data never changes between pages of one build.
 */
export const contentSaved: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) => import.meta.env.DEV && currentUrl.href === nextUrl.href;

/**
 * Every route with data: in a build, React Router's own rule (a prerendered page's data is loaded again only when
 * its address changes); in dev, a content save too.
 */
export const shouldRevalidate: ShouldRevalidateFunction = (args) => args.defaultShouldRevalidate || contentSaved(args);
