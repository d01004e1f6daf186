import { data } from 'react-router';

/** The last segment of a request's path, whatever the deploy prefix: /preview/x/cgv → cgv. */
export function lastSegment(request: Request): string {
  const parts = new URL(request.url).pathname.split('/').filter(Boolean);
  return parts.at(-1) ?? '';
}

/** The 404 a loader throws when the content it looks for does not exist. */
export function notFoundResponse(): never {
  throw data(null, { status: 404 });
}
