import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { pageOfIndexFile } from './paths';

// Hosts also serve a page at /x/index.html (GitHub Pages cannot redirect it): the router only knows /x/, so
// the address moves there before hydration instead of the page turning into the not-found page.
const { pathname, search, hash } = window.location;
const page = pageOfIndexFile(pathname);
if (page) window.history.replaceState(window.history.state, '', `${page}${search}${hash}`);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
