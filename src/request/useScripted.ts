import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the prerendered page and while React hydrates it, true once the script runs the form (React's documented
 * server snapshot: hydration renders the server's markup, then React renders again with the client's). The form is
 * an HTML form first (it posts on its own), and the script's two steps, toasts and JSON come on top.
 */
export const useScripted = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
