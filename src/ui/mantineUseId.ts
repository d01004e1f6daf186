import { useId as useReactId } from 'react';

/**
 * Stands in for @mantine/hooks' useId in the client build (see tooling/build/client-plugins.ts). Mantine's
 * version returns React's id on the first render, then swaps it for a random one in a layout effect: a
 * state update inside the hydration commit, so every form field renders twice, synchronously, in the task
 * that hydrates the page, and its id, label and description links change in the DOM. React 18+ ids
 * already match between the prerendered HTML and the browser, so this keeps them: same ids, one render.
 */
// Contract: docs/framework-contracts.md#mantine-use-id
export function useId(staticId?: string): string {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/:/g, '')}`;
}
