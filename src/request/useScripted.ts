import { startTransition, useState } from 'react';

/**
 * Whether the script runs the form, and what makes it so. False in the prerendered page, while React hydrates it and
 * until `takeOver` is called (at the visitor's first move in the form, or at once when a draft waits); then true, set
 * in a transition: React draws the scripted form in short slices, and the page's idle time never pays for it. The
 * form is an HTML form first (it posts on its own), and the script's two steps, toasts and JSON come on top.
 */
export function useScripted(): [scripted: boolean, takeOver: (then?: () => void) => void] {
  const [scripted, setScripted] = useState(false);
  const takeOver = (then?: () => void) =>
    startTransition(() => {
      setScripted(true);
      then?.();
    });
  return [scripted, takeOver];
}
