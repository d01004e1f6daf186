import type { ShouldRevalidateFunction } from 'react-router';

/**
 * Every route with data: in a build, React Router's own rule (a prerendered page's data is loaded again only when
 * its address changes). In dev, a content save reloads the open page's data at the same address (ContentRefresh).
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  defaultShouldRevalidate || (import.meta.env.DEV && currentUrl.href === nextUrl.href);
