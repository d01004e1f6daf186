import '@mantine/notifications/styles.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import { Notifications } from '@mantine/notifications';
import { RequestForm, type RequestFormProps } from './RequestForm';

/** The ids of the island's container and of its props in the request page. */
export const ISLAND_ROOT_ID = 'demande-formulaire';
export const ISLAND_PROPS_ID = 'demande-formulaire-donnees';

/**
 * The request page's interactive part: the form and its toasts. The page's only React in the browser, hydrated on
 * its own (src/request/island.tsx). Every element React gives an id has an explicit one: ids from React's useId
 * depend on the place in the tree, which differs between the prerendered page and the island's own root.
 */
export function RequestIsland(props: RequestFormProps) {
  return (
    <>
      {/* No exit transition: a replaced toast leaves the screen in the same frame as its successor arrives. */}
      <Notifications withinPortal={false} limit={1} autoClose={5000} transitionDuration={0} position="top-center" zIndex={1000} />
      <RequestForm {...props} />
    </>
  );
}

/** JSON inside a <script> element: no "<" that could close it early. */
export const jsonInHtml = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * Loads the island once the page has shown its first content (the browser's first-contentful-paint entry): reading the
 * page needs no script, so its first paint never shares the network with the form's. Where the browser reports no
 * paint entries (older browsers), after the next frame. The form works once the island has hydrated it.
 */
export const islandLoader = (src: string) =>
  `const load = () => setTimeout(() => import(${JSON.stringify(src)}));
if (window.PerformanceObserver?.supportedEntryTypes?.includes('paint'))
  new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    load();
  }).observe({ type: 'paint', buffered: true });
else requestAnimationFrame(load);`;

type RequestIslandMountProps = {
  props: RequestFormProps;
  /** The island's script, under the site's base; null where the whole page hydrates (the dev server, the tests). */
  script: string | null;
};

/** The island in the prerendered page: its container, then its props and its loader when the page ships it. */
export function RequestIslandMount({ props, script }: RequestIslandMountProps) {
  return (
    <>
      <div id={ISLAND_ROOT_ID} data-island="">
        <RequestIsland {...props} />
      </div>
      {script && (
        <>
          <script type="application/json" id={ISLAND_PROPS_ID} dangerouslySetInnerHTML={{ __html: jsonInHtml(props) }} />
          <script type="module" dangerouslySetInnerHTML={{ __html: islandLoader(script) }} />
        </>
      )}
    </>
  );
}
