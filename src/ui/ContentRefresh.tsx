import { lazy, Suspense, useEffect, useState } from 'react';
import { useRevalidator } from 'react-router';
import type { ContentProblem } from '~/check/problem';
import { CONTENT_PROBLEMS, CONTENT_UPDATED, PAGE_LOADED } from '~/devEvents';

/**
 * Loaded with its stylesheet only when there is a mistake to show: a page in dev has the stylesheets of production.
 * Marked pure so that the build, where nothing renders ContentRefresh, keeps neither the call nor the chunk.
 */
const ContentProblems = /* @__PURE__ */ lazy(() => import('~/ui/ContentProblems/ContentProblems'));

/**
 * Dev only: a content save reloads the page's data in place (React Router's revalidation), so the text changes
 * where the reader is, without a page reload and without losing the scroll position. A content mistake shows over
 * the page, in French, until a save fixes it.
 */
export function ContentRefresh() {
  const { revalidate } = useRevalidator();
  const [problems, setProblems] = useState<readonly ContentProblem[]>([]);
  useEffect(() => {
    const hot = import.meta.hot;
    if (!hot) return;
    const refresh = () => {
      setProblems([]);
      void revalidate();
    };
    hot.on(CONTENT_UPDATED, refresh);
    hot.on(CONTENT_PROBLEMS, setProblems);
    // Saves made while the page was loading came before these listeners: the server answers with one more update.
    hot.send(PAGE_LOADED, { since: performance.timeOrigin });
    return () => {
      hot.off(CONTENT_UPDATED, refresh);
      hot.off(CONTENT_PROBLEMS, setProblems);
    };
  }, [revalidate]);
  if (problems.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ContentProblems problems={problems} onClose={() => setProblems([])} />
    </Suspense>
  );
}
