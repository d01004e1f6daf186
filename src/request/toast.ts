import { notifications } from '@mantine/notifications';

export type ToastText = { title: string; message: string };
export type Toast = (text: ToastText, tone?: 'error' | 'success') => void;

/**
 * Shows one toast at a time: the newest replaces the one on screen at once, instead of waiting for it to close.
 * `closeLabel` names the close button for screen readers; the message reads in gray 7 (Mantine's gray 6 is 3.3:1).
 */
export const toaster =
  (closeLabel: string): Toast =>
  ({ title, message }, tone = 'error') => {
    notifications.clean();
    notifications.show({
      title,
      message,
      color: tone === 'error' ? 'red.9' : 'teal.9',
      withBorder: true,
      closeButtonProps: { 'aria-label': closeLabel },
      styles: { description: { color: 'var(--mantine-color-gray-7)' } },
    });
  };
