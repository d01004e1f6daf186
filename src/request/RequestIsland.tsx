import '@mantine/notifications/styles.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/core/styles/CloseButton.css';
import { Notifications } from '@mantine/notifications';
import { RequestForm, type RequestFormProps } from './RequestForm';

export { keepTypedBeforeHydration } from './typedEarly';

/**
 * The request page's interactive part, an island (src/islands/registry.ts): the form and its toasts, hydrated at the
 * visitor's first move in the form.
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
