import { startTransition, useEffect, useState } from 'react';

/**
 * False in the prerendered page and while React hydrates it, true once the script runs the form: set once hydration
 * is done, in a transition, so that React draws the scripted form in short slices between which the page answers the
 * visitor. The form is an HTML form first (it posts on its own), and the script's two steps, toasts and JSON come on
 * top.
 */
export function useScripted(): boolean {
  const [scripted, setScripted] = useState(false);
  useEffect(() => startTransition(() => setScripted(true)), []);
  return scripted;
}
