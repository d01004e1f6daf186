import { useEffect } from 'react';
import { useRevalidator } from 'react-router';
import { CONTENT_UPDATED, PAGE_LOADED } from '~/devEvents';

/** The element Vite's dev client shows a content mistake in. Contract: docs/framework-contracts.md#dev-error-overlay */
const VITE_ERROR_OVERLAY = 'vite-error-overlay';

/**
 * Dev only: a content save reloads the page's data in place (React Router's revalidation), so the text changes
 * where the reader is, without a page reload and without losing the scroll position. A save that fixes a mistake
 * also closes the error overlay.
 */
export function ContentRefresh() {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    const hot = import.meta.hot;
    if (!hot) return;
    const refresh = () => {
      document.querySelectorAll(VITE_ERROR_OVERLAY).forEach((overlay) => overlay.remove());
      void revalidate();
    };
    hot.on(CONTENT_UPDATED, refresh);
    // Saves made while the page was loading came before this listener: the server answers with one more update.
    hot.send(PAGE_LOADED, { since: performance.timeOrigin });
    return () => hot.off(CONTENT_UPDATED, refresh);
  }, [revalidate]);
  return null;
}
