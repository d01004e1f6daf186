import { data } from 'react-router';

/**
 * The last segment of a page's path, whatever the deploy prefix: /preview/x/cgv → cgv. Takes the loader's `url`,
 * which has React Router's `_.data` suffix removed (`request.url` keeps it: future.v8_passThroughRequests).
 */
export function lastSegment(url: URL): string {
  const parts = url.pathname.split('/').filter(Boolean);
  return parts.at(-1) ?? '';
}

/** The 404 a loader throws when the content it looks for does not exist. */
export function notFoundResponse(): never {
  throw data(null, { status: 404 });
}
