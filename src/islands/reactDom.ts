// React's DOM client, in a module of its own: the site's script runs it ahead, in an idle period of its own, before
// the rest of what hydrates an island (./hydrate.tsx), so that neither blocks the page for long.
export { hydrateRoot } from 'react-dom/client';
