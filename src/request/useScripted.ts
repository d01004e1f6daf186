import { use, useState } from 'react';
import { Prerendered } from '~/islands/IslandProviders';

/**
 * Whether the script runs the form, and what makes it so. False in the prerendered page, while React hydrates it and
 * until `takeOver` is called (at the visitor's first move in the form, or at once when a draft waits); then true. The
 * form hydrates as soon as the page is idle, and is redrawn one step at a time only then: the page's idle time never
 * pays for that redraw, and the visitor's first move gets it at once (not in a transition, which the visitor's typing
 * would keep putting off). The form is an HTML form first (it posts on its own), and the script's two steps, toasts and
 * JSON come on top. A form drawn in the browser alone (the editor's preview) is the script's at once: it shows what a
 * visitor sees once they have started typing.
 */
export function useScripted(): [scripted: boolean, takeOver: (then?: () => void) => void] {
  const [scripted, setScripted] = useState(!use(Prerendered));
  const takeOver = (then?: () => void) => {
    setScripted(true);
    then?.();
  };
  return [scripted, takeOver];
}
