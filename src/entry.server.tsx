import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';
import { IslandRenderer } from '~/islands/Island';

/**
 * Renders a page at build time (the site is prerendered, never rendered on request).
 *
 * Every page waits for all its content, and React writes each finished Suspense boundary in place:
 * with its default chunk size React would move large boundaries to the end of the document and
 * put them back with inline scripts, which costs the browser a second layout after the first paint.
 */
export default function handleRequest(request: Request, status: number, headers: Headers, routerContext: EntryContext) {
  return new Promise<Response>((resolve, reject) => {
    // Islands render their component as a root of its own, as the browser hydrates it (src/islands/Island.tsx).
    const page = (
      <IslandRenderer value={renderToString}>
        <ServerRouter context={routerContext} url={request.url} />
      </IslandRenderer>
    );
    const { pipe } = renderToPipeableStream(page, {
      // React's documented option (react.dev, renderToPipeableStream): no chunk is ever too large to stay in place.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        const body = new PassThrough();
        headers.set('Content-Type', 'text/html');
        pipe(body);
        resolve(new Response(createReadableStreamFromReadable(body), { headers, status }));
      },
      onShellError: reject,
      onError(error) {
        status = 500;
        console.error(error);
      },
    });
  });
}
